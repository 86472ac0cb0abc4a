import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MESSAGE_MAX_CHARS } from '@app/shared/limits';
import type { AppContext } from '../../app-context.js';
import { transcribeMedia } from '../knowledge/ingestion/transcribe.js';
import type { ChannelSender } from './channel-sender.js';

/**
 * A voice note in words, through the product's transcription path (the knowledge ingestion's: the speech cut into
 * segments and sent to the OpenAI-compatible service of TRANSCRIPTION_BASE_URL), or null when no service is configured
 * or nothing could be understood: the caller then answers with an Italian note.
 */
export async function transcribeVoiceNote(
  ctx: AppContext,
  sender: ChannelSender,
  mediaId: string | null,
  signal: AbortSignal,
): Promise<string | null> {
  if (!ctx.config.TRANSCRIPTION_BASE_URL || !mediaId) return null;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'agenti-voice-'));
  try {
    const file = path.join(dir, 'nota-vocale.ogg');
    await writeFile(file, await sender.downloadVoice(mediaId));
    const { text } = await transcribeMedia(ctx.config, file, async () => undefined, signal);
    const words = text.replace(/\s+/g, ' ').trim().slice(0, MESSAGE_MAX_CHARS);
    return words || null;
  } catch (err) {
    if (signal.aborted) throw err;
    ctx.log.warn({ err }, 'voice note not transcribed');
    return null;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

import { openAsBlob } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../../../config/config.js';
import { withoutNul } from './plain-text.js';
import { ExtractionError, type Extracted, type Progress, type TimedSpan } from './extract-text.js';
import { SEGMENT_FORMAT, splitSpeechAudio } from './media-segments.js';
import { TRANSCRIPTION_EMPTY, TRANSCRIPTION_FAILED } from '@app/shared/i18n/knowledge';

export const TRANSCRIPTION_NOT_CONFIGURED =
  'Trascrizione non configurata: i file audio e video saranno elaborati quando il servizio di trascrizione sarà attivo.';
export const TRANSCRIPTION_TIMED_OUT =
  'La trascrizione non è riuscita: il servizio di trascrizione non ha risposto entro 10 minuti. Riprova.';
export const segmentFailed = (part: number, total: number, attempts: number, timedOut: boolean) =>
  `La trascrizione non è riuscita: il servizio di trascrizione ${timedOut ? 'non ha risposto entro 10 minuti' : 'non ha risposto correttamente'} per la parte ${part} di ${total}, dopo ${attempts} tentativi. Riprova.`;
/** A service that never answers must not keep the document (and the queue behind it) 'In attesa' for ever. */
export const TRANSCRIPTION_TIMEOUT_MS = 10 * 60_000;
/** Tries of one segment before the document fails, and the wait before the n-th retry (n × this). */
export const SEGMENT_ATTEMPTS = 3;
const RETRY_DELAY_MS = 1000;
/** A transcript paragraph (one passage of the chunker, at most) spans about this much of the recording. */
const PARAGRAPH_MS = 60_000;

/** One piece of what was said, with its time range in the recording (milliseconds). */
export interface SpokenSegment {
  text: string;
  startMs: number;
  endMs: number;
}

/**
 * Audio or video to text (D10, ADR 0091): the speech is cut into compact segments below the service's upload limit,
 * each transcribed with timestamps through an OpenAI-compatible `/audio/transcriptions` endpoint (retried on
 * failure), in order; the transcript keeps the time range of every piece, so a source can say 'webinar.mp4, 12:30–13:10'.
 */
export async function transcribeMedia(
  config: Config,
  file: string,
  onProgress: (progress: Progress) => Promise<void>,
  signal: AbortSignal,
): Promise<Extracted> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'agenti-media-'));
  try {
    const segments = await splitSpeechAudio(file, dir, config.TRANSCRIPTION_SEGMENT_SECONDS, signal);
    const spoken: SpokenSegment[] = [];
    await onProgress({ done: 0, steps: { done: 0, total: segments.length } });
    for (const [i, segment] of segments.entries()) {
      const pieces = await withRetries(i + 1, segments.length, signal, () => transcribeSegment(config, segment.file, signal));
      // Times of a piece are relative to its segment; a service without timestamps gives the segment's own range.
      if (pieces.segments.length === 0) spoken.push({ text: pieces.text, startMs: segment.startMs, endMs: segment.endMs });
      for (const piece of pieces.segments) {
        spoken.push({ text: piece.text, startMs: segment.startMs + piece.startMs, endMs: segment.startMs + piece.endMs });
      }
      await onProgress({ done: (i + 1) / segments.length, steps: { done: i + 1, total: segments.length } });
    }
    const transcript = joinTranscript(spoken);
    if (!transcript.text.trim()) throw new ExtractionError(TRANSCRIPTION_EMPTY);
    return transcript;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function withRetries<T>(part: number, total: number, signal: AbortSignal, attempt: () => Promise<T>): Promise<T> {
  let timedOut = false;
  for (let n = 1; n <= SEGMENT_ATTEMPTS; n += 1) {
    try {
      return await attempt();
    } catch (err) {
      if (signal.aborted || !(err instanceof ExtractionError)) throw err;
      timedOut = err.message === TRANSCRIPTION_TIMED_OUT;
      if (n < SEGMENT_ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * n));
    }
  }
  throw new ExtractionError(segmentFailed(part, total, SEGMENT_ATTEMPTS, timedOut));
}

/** Pieces joined into paragraphs of about a minute, with where each piece starts in the text. */
export function joinTranscript(spoken: SpokenSegment[]): Extracted {
  let text = '';
  const times: TimedSpan[] = [];
  let paragraphStartMs = -1;
  for (const piece of spoken) {
    const words = withoutNul(piece.text).replace(/\s+/g, ' ').trim();
    if (!words) continue;
    if (text && piece.startMs - paragraphStartMs >= PARAGRAPH_MS) {
      text += '\n\n';
      paragraphStartMs = piece.startMs;
    } else if (text) text += ' ';
    else paragraphStartMs = piece.startMs;
    times.push({ start: text.length, startMs: piece.startMs, endMs: piece.endMs });
    text += words;
  }
  return { text, pageStarts: [], times };
}

/** One segment through the service, with `verbose_json` timestamps (times in milliseconds from the segment's start). */
export async function transcribeSegment(
  config: Config,
  file: string,
  signal: AbortSignal,
  timeoutMs = TRANSCRIPTION_TIMEOUT_MS,
): Promise<{ text: string; segments: SpokenSegment[] }> {
  const deadline = AbortSignal.timeout(timeoutMs);
  const failure = () => new ExtractionError(deadline.aborted ? TRANSCRIPTION_TIMED_OUT : TRANSCRIPTION_FAILED);
  const form = new FormData();
  form.set('file', await openAsBlob(file, { type: SEGMENT_FORMAT.type }), path.basename(file));
  form.set('model', config.TRANSCRIPTION_MODEL);
  form.set('response_format', 'verbose_json');
  form.append('timestamp_granularities[]', 'segment');
  form.set('language', 'it');
  const base = config.TRANSCRIPTION_BASE_URL!.replace(/\/+$/, '');
  let body: VerboseTranscription | null;
  try {
    const response = await fetch(`${base}/audio/transcriptions`, {
      method: 'POST',
      body: form,
      headers: config.TRANSCRIPTION_API_KEY ? { authorization: `Bearer ${config.TRANSCRIPTION_API_KEY}` } : {},
      signal: AbortSignal.any([signal, deadline]),
    });
    if (!response.ok) throw failure();
    body = (await response.json().catch(() => null)) as VerboseTranscription | null;
  } catch (err) {
    if (signal.aborted) throw err;
    throw err instanceof ExtractionError ? err : failure();
  }
  if (!body || typeof body.text !== 'string') throw failure();
  const segments = Array.isArray(body.segments) ? body.segments : [];
  return {
    text: body.text.replace(/\r\n?/g, '\n'),
    segments: segments
      .filter((s) => typeof s?.text === 'string' && Number.isFinite(s.start) && Number.isFinite(s.end))
      .map((s) => ({ text: s.text, startMs: Math.round(s.start * 1000), endMs: Math.round(s.end * 1000) })),
  };
}

interface VerboseTranscription {
  text?: unknown;
  segments?: { text: string; start: number; end: number }[];
}

import { openAsBlob } from 'node:fs';
import type { Config } from '../../config/config.js';
import { ExtractionError } from './extract-text.js';

export const TRANSCRIPTION_NOT_CONFIGURED =
  'Trascrizione non configurata: i file audio e video saranno elaborati quando il servizio di trascrizione sarà attivo.';
export const TRANSCRIPTION_FAILED = 'La trascrizione non è riuscita: il servizio di trascrizione non ha risposto correttamente. Riprova.';
export const TRANSCRIPTION_TIMED_OUT =
  'La trascrizione non è riuscita: il servizio di trascrizione non ha risposto entro 10 minuti. Riprova.';
/** A service that never answers must not keep the document (and the queue behind it) 'In attesa' for ever. */
export const TRANSCRIPTION_TIMEOUT_MS = 10 * 60_000;

/** Audio/video to text through an OpenAI-compatible `/audio/transcriptions` endpoint (D10). */
export async function transcribe(
  config: Config,
  file: { path: string; name: string; type: string },
  signal: AbortSignal,
  timeoutMs = TRANSCRIPTION_TIMEOUT_MS,
): Promise<string> {
  const deadline = AbortSignal.timeout(timeoutMs);
  const failure = () => new ExtractionError(deadline.aborted ? TRANSCRIPTION_TIMED_OUT : TRANSCRIPTION_FAILED);
  const form = new FormData();
  form.set('file', await openAsBlob(file.path, { type: file.type }), file.name);
  form.set('model', config.TRANSCRIPTION_MODEL);
  form.set('response_format', 'json');
  form.set('language', 'it');
  const base = config.TRANSCRIPTION_BASE_URL!.replace(/\/+$/, '');
  let response: Response;
  try {
    response = await fetch(`${base}/audio/transcriptions`, {
      method: 'POST',
      body: form,
      headers: config.TRANSCRIPTION_API_KEY ? { authorization: `Bearer ${config.TRANSCRIPTION_API_KEY}` } : {},
      signal: AbortSignal.any([signal, deadline]),
    });
  } catch (err) {
    if (signal.aborted) throw err;
    throw failure();
  }
  if (!response.ok) throw failure();
  const body = (await response.json().catch(() => null)) as { text?: unknown } | null;
  if (!body || typeof body.text !== 'string') throw failure();
  return body.text.replace(/\r\n?/g, '\n');
}

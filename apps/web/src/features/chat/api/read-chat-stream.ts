import type { ChatEvent } from '@app/shared/api/chat';
import { ApiRequestError } from '../../../lib/api-client';

const NETWORK_ERROR = 'Impossibile contattare il server. Controlla la connessione e riprova.';

/** Waits before sending a cut-off message again (ADR 0162): four more tries over about 7.5 seconds. */
export const RESEND_DELAYS_MS = [500, 1000, 2000, 4000];
/** Answers a balancer gives while an instance is gone or a dependency restarts; the same message may be sent again. */
const TRANSIENT_STATUS = new Set([0, 502, 503, 504]);

export interface ChatStreamOptions {
  signal?: AbortSignal;
  /** Where the API is: the page's own origin in the browser; a test running outside a page gives the server's. */
  origin?: string;
  /** The page's fetch by default; a test sending as many visitors passes its own (their addresses). */
  fetch?: typeof fetch;
  resendDelaysMs?: number[];
}

/**
 * POSTs a chat message and calls `onEvent` for each NDJSON line of the streamed answer; shared by the test chat
 * and the public chat. A refusal before the stream starts (validation, limits, permissions) rejects with an
 * ApiRequestError carrying the Italian message.
 *
 * A message with a `clientMessageId` is sent again when its stream is cut off before the answer ends (the instance
 * answering died: nginx passes the next try to another) or the server is unreachable for a moment, a bounded number of
 * times (ADR 0162). The server finds the message by that id, so it is stored once: the answer starts again from its
 * `start` event, or is given whole when it was finished meanwhile.
 */
export async function postChatStream(
  path: string,
  form: FormData,
  onEvent: (event: ChatEvent) => void,
  signalOrOptions?: AbortSignal | ChatStreamOptions,
): Promise<void> {
  const options: ChatStreamOptions = signalOrOptions instanceof AbortSignal ? { signal: signalOrOptions } : (signalOrOptions ?? {});
  const delays = form.has('clientMessageId') ? (options.resendDelaysMs ?? RESEND_DELAYS_MS) : [];
  for (let attempt = 0; ; attempt += 1) {
    try {
      if (await streamOnce(options.fetch ?? fetch, `${options.origin ?? ''}/api${path}`, form, onEvent, options.signal)) return;
      if (attempt >= delays.length) throw new ApiRequestError(0, 'STREAM_INTERRUPTED', STREAM_INTERRUPTED);
    } catch (err) {
      const transient =
        err instanceof ApiRequestError &&
        (TRANSIENT_STATUS.has(err.status) || err.code === 'MESSAGE_IN_PROGRESS' || err.code === 'STREAM_INTERRUPTED');
      if (!transient || attempt >= delays.length) throw err;
    }
    await new Promise((resolve) => setTimeout(resolve, delays[attempt]));
    if (options.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
  }
}

const STREAM_INTERRUPTED = 'La risposta si è interrotta. Riprova.';

/**
 * One sending: true when the answer ended (its `done` or `error` event came, or `handoff`: a person has the
 * conversation and the message went to them, ADR 0213), false when the stream was cut off.
 */
async function streamOnce(
  send: typeof fetch,
  url: string,
  form: FormData,
  onEvent: (event: ChatEvent) => void,
  signal?: AbortSignal,
): Promise<boolean> {
  let response: Response;
  try {
    response = await send(url, { method: 'POST', body: form, credentials: 'same-origin', signal });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiRequestError(0, 'NETWORK_ERROR', NETWORK_ERROR);
  }
  if (!response.ok || !response.body) {
    const data = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
    throw new ApiRequestError(response.status, data.code ?? 'ERROR', data.message ?? 'Si è verificato un errore imprevisto.');
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let ended = false;
  const emit = (line: string) => {
    const event = JSON.parse(line) as ChatEvent;
    if (event.type === 'done' || event.type === 'error' || event.type === 'handoff') ended = true;
    onEvent(event);
  };
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let newline = buffer.indexOf('\n');
      while (newline >= 0) {
        const line = buffer.slice(0, newline).trim();
        buffer = buffer.slice(newline + 1);
        if (line) emit(line);
        newline = buffer.indexOf('\n');
      }
    }
    if (buffer.trim()) emit(buffer);
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    // The connection broke mid-answer (the instance died): a half line is not an event.
    return ended;
  }
  return ended;
}

/** What the chat view passes to a send mutation. */
export interface ChatSend {
  form: FormData;
  onEvent: (event: ChatEvent) => void;
}

/** A random UUID (v4) for `clientMessageId`; crypto.randomUUID exists only on https pages, getRandomValues everywhere. */
export function newClientMessageId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

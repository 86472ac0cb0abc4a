import type { ChatEvent } from '@app/shared/api/chat';
import { ApiRequestError } from '../../../lib/api-client';

const NETWORK_ERROR = 'Impossibile contattare il server. Controlla la connessione e riprova.';

/**
 * POSTs a chat message and calls `onEvent` for each NDJSON line of the streamed answer; shared by the test chat
 * and the public chat. A refusal before the stream starts (validation, limits, permissions) rejects with an
 * ApiRequestError carrying the Italian message.
 */
export async function postChatStream(
  path: string,
  form: FormData,
  onEvent: (event: ChatEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { method: 'POST', body: form, credentials: 'same-origin', signal });
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
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let newline = buffer.indexOf('\n');
    while (newline >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (line) onEvent(JSON.parse(line) as ChatEvent);
      newline = buffer.indexOf('\n');
    }
  }
  if (buffer.trim()) onEvent(JSON.parse(buffer) as ChatEvent);
}

/** What the chat view passes to a send mutation. */
export interface ChatSend {
  form: FormData;
  onEvent: (event: ChatEvent) => void;
}

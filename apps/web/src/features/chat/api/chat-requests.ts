import type { ChatEvent } from '@app/shared/api/chat';
import type { ModificationRequestInput } from '@app/shared/api/memories';
import { apiRequest, ApiRequestError } from '../../../lib/api-client';

const NETWORK_ERROR = 'Impossibile contattare il server. Controlla la connessione e riprova.';

/**
 * Sends a chat message and calls `onEvent` for each NDJSON line of the streamed answer. A refusal before
 * the stream starts (validation, limits, permissions) rejects with an ApiRequestError carrying the Italian message.
 */
export async function streamChatMessage(
  url: string,
  form: FormData,
  onEvent: (event: ChatEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', body: form, credentials: 'same-origin', signal });
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

export const rateTestMessage = (agentId: string, messageId: string, rating: 1 | -1 | null) =>
  apiRequest(`/agents/${encodeURIComponent(agentId)}/chat/messages/${encodeURIComponent(messageId)}/rating`, {
    method: 'PUT',
    body: { rating },
  });

export const ratePublicMessage = (agentId: string, messageId: string, rating: 1 | -1 | null, visitorId: string) =>
  apiRequest(`/public/agents/${encodeURIComponent(agentId)}/messages/${encodeURIComponent(messageId)}/rating`, {
    method: 'PUT',
    body: { rating, visitorId },
  });

export const sendModificationRequest = (agentId: string, input: ModificationRequestInput) =>
  apiRequest<{ success: true; message?: string }>(`/agents/${encodeURIComponent(agentId)}/memories/modification-request`, {
    method: 'POST',
    body: input,
  });

export const deleteMemory = (agentId: string, memoryId: string) =>
  apiRequest<{ success: true; message?: string }>(`/agents/${encodeURIComponent(agentId)}/memories/${encodeURIComponent(memoryId)}`, {
    method: 'DELETE',
  });

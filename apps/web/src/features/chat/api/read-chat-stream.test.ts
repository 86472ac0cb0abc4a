import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatEvent, ChatMessage } from '@app/shared/api/chat';
import { HANDOFF_MESSAGES } from '@app/shared/i18n/handoff';
import { serveFetch } from '../../../test/hook-harness';
import { ApiRequestError } from '../../../lib/api-client';
import { newClientMessageId, postChatStream } from './read-chat-stream';

afterEach(() => vi.unstubAllGlobals());

const PATH = '/public/agents/a1/messages';
const userMessage: ChatMessage = {
  id: 'm1',
  conversationId: 'c1',
  sender: 'user',
  text: 'Ci siete?',
  attachmentName: null,
  sources: [],
  rating: null,
  createdAt: '2026-12-06T07:00:00.000Z',
};
const ndjson = (events: ChatEvent[]) => events.map((e) => JSON.stringify(e)).join('\n') + '\n';
const form = () => {
  const body = new FormData();
  body.append('text', 'Ci siete?');
  body.append('clientMessageId', newClientMessageId());
  return body;
};
/** No waiting between tries: what is counted is how many there are. */
const options = { resendDelaysMs: [0, 0, 0, 0] };

describe('a message sent while a person holds the conversation (issue 44, ADR 0213)', () => {
  it('ends with the hand-off notice: sent once, no error', async () => {
    const start: ChatEvent = { type: 'start', conversationId: 'c1', userMessage };
    const handoff: ChatEvent = { type: 'handoff', notice: HANDOFF_MESSAGES.agentSilent };
    const sent = serveFetch({ [`POST /api${PATH}`]: { text: ndjson([start, handoff]) } });
    const events: ChatEvent[] = [];
    await postChatStream(PATH, form(), (e) => events.push(e), options);
    expect(sent).toHaveLength(1);
    expect(events).toEqual([start, handoff]);
  });

  it('a stream cut before its end is still sent again, four more times, then reported', async () => {
    const sent = serveFetch({ [`POST /api${PATH}`]: { text: ndjson([{ type: 'start', conversationId: 'c1', userMessage }]) } });
    const failure = await postChatStream(PATH, form(), () => undefined, options).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect((failure as ApiRequestError).message).toBe('La risposta si è interrotta. Riprova.');
    expect(sent).toHaveLength(5);
  });
});

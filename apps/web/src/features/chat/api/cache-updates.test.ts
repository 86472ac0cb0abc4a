import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatEvent } from '@app/shared/api/chat';
import { clientWith, isInvalidated, runHook, serveFetch } from '../../../test/hook-harness';
import { chatKeys } from './keys';
import { useRateChatMessage } from './rate-chat-message';
import { useSendChatMessage } from './send-chat-message';
import { useSendPublicMessage } from './send-public-message';

afterEach(() => vi.unstubAllGlobals());

const cached = () =>
  clientWith([
    [chatKeys.history('a1', 'c1'), { messages: [] }],
    [chatKeys.history('a2', 'c9'), { messages: [] }],
    [chatKeys.publicHistory('a1', 'c1'), { messages: [] }],
  ]);
// An answer ends with its `done` event: a stream without one is a cut-off answer (ADR 0162), refused or sent again.
const DONE = { type: 'done', message: { id: 'm1', sender: 'agent', text: 'Ciao' } };
const stream = (...events: object[]) => ({ text: events.map((e) => JSON.stringify(e)).join('\n') + '\n' });

describe('chat mutations update the cache', () => {
  it("useSendChatMessage: the agent's histories are stale once the answer starts, other agents' untouched", async () => {
    serveFetch({
      'POST /api/agents/a1/chat/messages': stream({ type: 'start', conversationId: 'c1' }, { type: 'delta', text: 'Ciao' }, DONE),
    });
    const queryClient = cached();
    const events: ChatEvent[] = [];
    await runHook(() => useSendChatMessage('a1'), queryClient).mutateAsync({ form: new FormData(), onEvent: (e) => events.push(e) });
    expect(events.map((e) => e.type)).toEqual(['start', 'delta', 'done']);
    expect(isInvalidated(queryClient, chatKeys.history('a1', 'c1'))).toBe(true);
    expect(isInvalidated(queryClient, chatKeys.history('a2', 'c9'))).toBe(false);
  });

  it('useSendChatMessage: a refusal before the stream starts leaves the histories', async () => {
    serveFetch({ 'POST /api/agents/a1/chat/messages': { status: 429, body: { message: 'Troppe richieste.', code: 'RATE_LIMITED' } } });
    const queryClient = cached();
    const mutation = runHook(() => useSendChatMessage('a1'), queryClient);
    await expect(mutation.mutateAsync({ form: new FormData(), onEvent: () => undefined })).rejects.toThrow('Troppe richieste.');
    expect(isInvalidated(queryClient, chatKeys.history('a1', 'c1'))).toBe(false);
  });

  it("useSendPublicMessage: the visitor's cached conversation is stale after the answer, success or not", async () => {
    serveFetch({ 'POST /api/public/agents/a1/messages': stream({ type: 'start', conversationId: 'c1' }, DONE) });
    const queryClient = cached();
    await runHook(() => useSendPublicMessage('a1'), queryClient).mutateAsync({ form: new FormData(), onEvent: () => undefined });
    expect(isInvalidated(queryClient, chatKeys.publicHistory('a1', 'c1'))).toBe(true);
    expect(isInvalidated(queryClient, chatKeys.history('a1', 'c1'))).toBe(false);

    serveFetch({ 'POST /api/public/agents/a1/messages': { status: 503, body: { message: 'Servizio non disponibile.' } } });
    const failed = cached();
    await expect(
      runHook(() => useSendPublicMessage('a1'), failed).mutateAsync({ form: new FormData(), onEvent: () => undefined }),
    ).rejects.toThrow('Servizio non disponibile.');
    expect(isInvalidated(failed, chatKeys.publicHistory('a1', 'c1'))).toBe(true);
  });

  it("useRateChatMessage: the agent's histories are stale", async () => {
    const sent = serveFetch({ 'PUT /api/agents/a1/chat/messages/m1/rating': { body: { success: true } } });
    const queryClient = cached();
    await runHook(() => useRateChatMessage('a1'), queryClient).mutateAsync({ messageId: 'm1', rating: -1 });
    expect(sent[0]!.body).toEqual({ rating: -1 });
    expect(isInvalidated(queryClient, chatKeys.history('a1', 'c1'))).toBe(true);
  });
});

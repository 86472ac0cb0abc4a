import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatEvent } from '@app/shared/api/chat';
import { clientWith, isInvalidated, runHook, serveFetch } from '../../../test/hook-harness';
import { chatKeys } from './keys';
import { useApproveMemory } from './approve-memory';
import { useDeleteMemory } from './delete-memory';
import { useRateChatMessage } from './rate-chat-message';
import { useSendChatMessage } from './send-chat-message';
import { useSendPublicMessage } from './send-public-message';

afterEach(() => vi.unstubAllGlobals());

const cached = () =>
  clientWith([
    [chatKeys.history('a1', 'c1'), { messages: [] }],
    [chatKeys.history('a2', 'c9'), { messages: [] }],
    [chatKeys.publicHistory('a1', 'c1'), { messages: [] }],
    [chatKeys.memories('a1'), { memories: [] }],
    [chatKeys.memories('a2'), { memories: [] }],
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

  it("useDeleteMemory: the agent's memories are stale after success, not after a refusal", async () => {
    serveFetch({ 'DELETE /api/agents/a1/memories/m1': { body: { success: true } } });
    const queryClient = cached();
    await runHook(() => useDeleteMemory('a1'), queryClient).mutateAsync('m1');
    expect(isInvalidated(queryClient, chatKeys.memories('a1'))).toBe(true);
    expect(isInvalidated(queryClient, chatKeys.memories('a2'))).toBe(false);

    serveFetch({ 'DELETE /api/agents/a1/memories/m2': { status: 404, body: { message: 'Memoria non trovata.' } } });
    const refused = cached();
    await expect(runHook(() => useDeleteMemory('a1'), refused).mutateAsync('m2')).rejects.toThrow('Memoria non trovata.');
    expect(isInvalidated(refused, chatKeys.memories('a1'))).toBe(false);
  });

  it("useApproveMemory: the agent's memories are stale whatever the answer (another admin may have acted)", async () => {
    serveFetch({ 'POST /api/agents/a1/memories/m1/approve': { status: 404, body: { message: 'Memoria non trovata.' } } });
    const queryClient = cached();
    await expect(runHook(() => useApproveMemory('a1'), queryClient).mutateAsync('m1')).rejects.toThrow('Memoria non trovata.');
    expect(isInvalidated(queryClient, chatKeys.memories('a1'))).toBe(true);
    expect(isInvalidated(queryClient, chatKeys.memories('a2'))).toBe(false);
  });
});

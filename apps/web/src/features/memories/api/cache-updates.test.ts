import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientWith, isInvalidated, runHook, serveFetch } from '../../../test/hook-harness';
import { memoryKeys } from './keys';
import { useApproveMemory } from './approve-memory';
import { useDeleteMemory } from './delete-memory';

afterEach(() => vi.unstubAllGlobals());

const cached = () =>
  clientWith([
    [memoryKeys.list('a1'), { memories: [] }],
    [memoryKeys.list('a2'), { memories: [] }],
  ]);

describe('team memory mutations update the cache', () => {
  it("useDeleteMemory: the agent's memories are stale after success, not after a refusal", async () => {
    serveFetch({ 'DELETE /api/agents/a1/memories/m1': { body: { success: true } } });
    const queryClient = cached();
    await runHook(() => useDeleteMemory('a1'), queryClient).mutateAsync('m1');
    expect(isInvalidated(queryClient, memoryKeys.list('a1'))).toBe(true);
    expect(isInvalidated(queryClient, memoryKeys.list('a2'))).toBe(false);

    serveFetch({ 'DELETE /api/agents/a1/memories/m2': { status: 404, body: { message: 'Memoria non trovata.' } } });
    const refused = cached();
    await expect(runHook(() => useDeleteMemory('a1'), refused).mutateAsync('m2')).rejects.toThrow('Memoria non trovata.');
    expect(isInvalidated(refused, memoryKeys.list('a1'))).toBe(false);
  });

  it("useApproveMemory: the agent's memories are stale whatever the answer (another admin may have acted)", async () => {
    serveFetch({ 'POST /api/agents/a1/memories/m1/approve': { status: 404, body: { message: 'Memoria non trovata.' } } });
    const queryClient = cached();
    await expect(runHook(() => useApproveMemory('a1'), queryClient).mutateAsync('m1')).rejects.toThrow('Memoria non trovata.');
    expect(isInvalidated(queryClient, memoryKeys.list('a1'))).toBe(true);
    expect(isInvalidated(queryClient, memoryKeys.list('a2'))).toBe(false);
  });
});

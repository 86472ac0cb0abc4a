import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientWith, isInvalidated, runHook, serveFetch } from '../../../test/hook-harness';
import { agentKeys } from './keys';
import { useConfirmAgentDeletion } from './confirm-agent-deletion';
import { useCreateAgent } from './create-agent';
import { useDuplicateAgent } from './duplicate-agent';
import { useUpdateAgent } from './update-agent';
import { useUpdateAgentAppearance } from './update-agent-appearance';

afterEach(() => vi.unstubAllGlobals());

const agent = (name: string) => ({ id: 'a1', name, description: null });
const cached = () =>
  clientWith([
    [agentKeys.list(), [agent('Prima')]],
    [agentKeys.detail('a1'), agent('Prima')],
    [agentKeys.detail('a2'), agent('Altro')],
    [['documents', 'a1'], { documents: [] }],
  ]);

describe('agent mutations update the cache', () => {
  it.each([
    ['useCreateAgent', () => useCreateAgent(), 'POST /api/agents', { name: 'Nuovo' }],
    ['useDuplicateAgent', () => useDuplicateAgent(), 'POST /api/agents/a1/duplicate', 'a1'],
    ['useConfirmAgentDeletion', () => useConfirmAgentDeletion(), 'POST /api/agents/deletion/confirm', 'token-1'],
  ] as const)('%s: the list and every detail are stale, other features untouched', async (_name, hook, route, variables) => {
    serveFetch({ [route]: { body: agent('Copia') } });
    const queryClient = cached();
    await runHook(hook as () => { mutateAsync: (v: unknown) => Promise<unknown> }, queryClient).mutateAsync(variables);
    expect(isInvalidated(queryClient, agentKeys.list())).toBe(true);
    expect(isInvalidated(queryClient, agentKeys.detail('a2'))).toBe(true);
    expect(isInvalidated(queryClient, ['documents', 'a1'])).toBe(false);
  });

  it('useUpdateAgent: the detail holds what the server saved at once, the list is stale, other agents untouched', async () => {
    const sent = serveFetch({ 'PUT /api/agents/a1': { body: agent('Rinominato') } });
    const queryClient = cached();
    await runHook(() => useUpdateAgent('a1'), queryClient).mutateAsync({ name: 'Rinominato' } as never);
    expect(sent[0]!.body).toEqual({ name: 'Rinominato' });
    expect(queryClient.getQueryData(agentKeys.detail('a1'))).toEqual(agent('Rinominato'));
    expect(isInvalidated(queryClient, agentKeys.detail('a1'))).toBe(false);
    expect(isInvalidated(queryClient, agentKeys.list())).toBe(true);
    expect(isInvalidated(queryClient, agentKeys.detail('a2'))).toBe(false);
  });

  it('useUpdateAgentAppearance: only the detail changes, to what the server saved', async () => {
    serveFetch({ 'PUT /api/agents/a1/appearance': { body: { ...agent('Prima'), accentColor: '#0055aa' } } });
    const queryClient = cached();
    await runHook(() => useUpdateAgentAppearance('a1'), queryClient).mutateAsync({ accentColor: '#0055aa' } as never);
    expect(queryClient.getQueryData(agentKeys.detail('a1'))).toEqual({ ...agent('Prima'), accentColor: '#0055aa' });
    expect(isInvalidated(queryClient, agentKeys.list())).toBe(false);
  });

  it('a refused update leaves the cached agent as it was', async () => {
    serveFetch({ 'PUT /api/agents/a1': { status: 400, body: { message: 'Il nome è obbligatorio.', code: 'VALIDATION_ERROR' } } });
    const queryClient = cached();
    await expect(runHook(() => useUpdateAgent('a1'), queryClient).mutateAsync({ name: '' } as never)).rejects.toThrow(
      'Il nome è obbligatorio.',
    );
    expect(queryClient.getQueryData(agentKeys.detail('a1'))).toEqual(agent('Prima'));
    expect(isInvalidated(queryClient, agentKeys.list())).toBe(false);
  });
});

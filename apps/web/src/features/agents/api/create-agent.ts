import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Agent, CreateAgent } from '@app/shared/api/agents';
import { apiRequest } from '../../../lib/api-client';
import { agentKeys } from './keys';

/** POST /api/agents */
export const createAgent = (input: CreateAgent) => apiRequest<Agent>('/agents', { method: 'POST', body: input });

/** The list (count, limit) changes: it is fetched again before `mutateAsync` resolves. */
export function useCreateAgent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createAgent, onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.all }) });
}

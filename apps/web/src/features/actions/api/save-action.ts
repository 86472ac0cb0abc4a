import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Action, ActionInput } from '@app/shared/api/actions';
import { apiRequest } from '../../../lib/api-client';
import { actionKeys, actionsPath } from './keys';

/** POST /api/agents/:agentId/actions, or PUT …/:actionId when editing (headers without a value keep theirs). */
export const saveAction = (agentId: string, input: ActionInput, actionId?: string) =>
  apiRequest<{ action: Action; message: string }>(
    actionId ? `${actionsPath(agentId)}/${encodeURIComponent(actionId)}` : actionsPath(agentId),
    {
      method: actionId ? 'PUT' : 'POST',
      body: input,
    },
  );

export function useSaveAction(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, actionId }: { input: ActionInput; actionId?: string }) => saveAction(agentId, input, actionId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: actionKeys.list(agentId) }),
  });
}

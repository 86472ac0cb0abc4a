import { useMutation } from '@tanstack/react-query';
import type { ActionResult, ActionValues } from '@app/shared/api/actions';
import { apiRequest } from '../../../lib/api-client';
import { actionsPath } from './keys';

/** POST /api/agents/:agentId/actions/:actionId/test ('Prova') */
export const testAction = (agentId: string, actionId: string, values: ActionValues) =>
  apiRequest<ActionResult>(`${actionsPath(agentId)}/${encodeURIComponent(actionId)}/test`, { method: 'POST', body: { values } });

export const useTestAction = (agentId: string) =>
  useMutation({ mutationFn: ({ actionId, values }: { actionId: string; values: ActionValues }) => testAction(agentId, actionId, values) });

import { useMutation } from '@tanstack/react-query';
import type { ModificationRequestInput } from '@app/shared/api/memories';
import { apiRequest } from '../../../lib/api-client';
import { memoriesPath } from './keys';

/** POST /api/agents/:agentId/memories/modification-request: e-mails the agent's instructor (spec §4). */
export const requestMemoryModification = (agentId: string, input: ModificationRequestInput) =>
  apiRequest<{ success: true; message?: string }>(`${memoriesPath(agentId)}/modification-request`, { method: 'POST', body: input });

/** Nothing cached changes: the memory stays as it is until the instructor acts. */
export const useRequestMemoryModification = (agentId: string) =>
  useMutation({ mutationFn: (input: ModificationRequestInput) => requestMemoryModification(agentId, input) });

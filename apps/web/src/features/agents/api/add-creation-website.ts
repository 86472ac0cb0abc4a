import { useMutation } from '@tanstack/react-query';
import type { Website } from '@app/shared/api/knowledge-website';
import { apiRequest } from '../../../lib/api-client';
import { agentPath } from './keys';

/** POST /api/agents/:agentId/websites right after creation: the 'Sito web' source of the new agent (issue 29). */
export const addCreationWebsite = (agentId: string, url: string) =>
  apiRequest<Website>(`${agentPath(agentId)}/websites`, { method: 'POST', body: { url } });

/** Nothing cached shows a new agent's websites yet: the settings page fetches them when opened. */
export const useAddCreationWebsite = () =>
  useMutation({ mutationFn: ({ agentId, url }: { agentId: string; url: string }) => addCreationWebsite(agentId, url) });

import { queryOptions } from '@tanstack/react-query';
import type { Agent, AgentList, Instructor } from '@app/shared/api/agents';
import type { AgentApiKeyOption } from '@app/shared/api/api-keys';
import { apiRequest } from '../../../lib/api-client';

export const AGENTS_KEY = ['agents'] as const;

export const agentListQueryOptions = () =>
  queryOptions({ queryKey: [...AGENTS_KEY, 'list'], queryFn: () => apiRequest<AgentList>('/agents') });

export const agentQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...AGENTS_KEY, 'detail', id], queryFn: () => apiRequest<Agent>(`/agents/${encodeURIComponent(id)}`) });

export const instructorsQueryOptions = () =>
  queryOptions({
    queryKey: [...AGENTS_KEY, 'instructors'],
    queryFn: async () => (await apiRequest<{ instructors: Instructor[] }>('/agents/instructors')).instructors,
  });

export const agentApiKeyOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['api-keys', 'for-agents'],
    queryFn: async () => (await apiRequest<{ apiKeys: AgentApiKeyOption[] }>('/api-keys/for-agents')).apiKeys,
  });

export const shareLinkQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...AGENTS_KEY, 'share-link', id],
    queryFn: () => apiRequest<{ url: string }>(`/agents/${encodeURIComponent(id)}/share-link`),
    staleTime: Infinity,
  });

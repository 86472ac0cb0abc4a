import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { integrationKeys } from './keys';

export interface IntegrationAgent {
  id: string;
  name: string;
  description: string;
  status: string;
}

/** GET /api/chat/agents: the agents the member sees (D3), to pick the one to integrate. */
export const getIntegrationAgents = async () => (await apiRequest<{ agents: IntegrationAgent[] }>('/chat/agents')).agents;

export const integrationAgentsQueryOptions = () => queryOptions({ queryKey: integrationKeys.agents(), queryFn: getIntegrationAgents });

export const useIntegrationAgents = () => useQuery(integrationAgentsQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { chatKeys } from './keys';

export interface ChatAgent {
  id: string;
  name: string;
  description: string;
  status: string;
}

/** GET /api/chat/agents: the agents the caller may chat with (D3). */
export const getChatAgents = async () => (await apiRequest<{ agents: ChatAgent[] }>('/chat/agents')).agents;

export const chatAgentsQueryOptions = () => queryOptions({ queryKey: chatKeys.agents(), queryFn: getChatAgents });

export const useChatAgents = () => useQuery(chatAgentsQueryOptions());

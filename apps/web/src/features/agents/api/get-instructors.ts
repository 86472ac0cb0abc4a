import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Instructor } from '@app/shared/api/agents';
import { apiRequest } from '../../../lib/api-client';
import { agentKeys } from './keys';

/** GET /api/agents/instructors: the members who may be an agent's instructor. */
export const getInstructors = async () => (await apiRequest<{ instructors: Instructor[] }>('/agents/instructors')).instructors;

export const instructorsQueryOptions = () => queryOptions({ queryKey: agentKeys.instructors(), queryFn: getInstructors });

export const useInstructors = () => useQuery(instructorsQueryOptions());

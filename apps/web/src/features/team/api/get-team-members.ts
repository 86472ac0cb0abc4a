import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamList } from '@app/shared/api/team';
import { apiRequest } from '../../../lib/api-client';
import { teamKeys } from './keys';

/** GET /api/team/members: the account's members, seats and plan status. */
export const getTeamMembers = () => apiRequest<TeamList>('/team/members');

export const teamMembersQueryOptions = () => queryOptions({ queryKey: teamKeys.members(), queryFn: getTeamMembers });

export const useTeamMembers = () => useQuery(teamMembersQueryOptions());

import { queryOptions } from '@tanstack/react-query';
import type { TeamList } from '@app/shared/api/team';
import { apiRequest } from '../../../lib/api-client';

export const TEAM_KEY = ['team'] as const;

export const teamMembersQueryOptions = () =>
  queryOptions({ queryKey: [...TEAM_KEY, 'members'], queryFn: () => apiRequest<TeamList>('/team/members') });

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@app/shared/api/profile';
import { apiRequest } from '../../../lib/api-client';
import { profileKeys } from './keys';

/** GET /api/profile */
export const getProfile = () => apiRequest<Profile>('/profile');

export const profileQueryOptions = () => queryOptions({ queryKey: profileKeys.all, queryFn: getProfile });

export const useProfile = () => useQuery(profileQueryOptions());

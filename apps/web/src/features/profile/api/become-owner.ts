import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ProfileOk } from './keys';

/** POST /api/profile/become-owner (D7, temporary). */
export const becomeOwner = () => apiRequest<ProfileOk>('/profile/become-owner', { method: 'POST', body: {} });

/** The caller's role, account and plan all change: the card reloads the page rather than patch the cache. */
export const useBecomeOwner = () => useMutation({ mutationFn: becomeOwner });

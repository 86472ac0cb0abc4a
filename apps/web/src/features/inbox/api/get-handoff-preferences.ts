import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HandoffPreferences } from '@app/shared/api/handoff';
import { apiRequest } from '../../../lib/api-client';
import { inboxKeys } from './keys';

/** GET /api/inbox/preferences: whether the member gets the hand-off e-mails. */
export const getHandoffPreferences = () => apiRequest<HandoffPreferences>('/inbox/preferences');

export const handoffPreferencesQueryOptions = () => queryOptions({ queryKey: inboxKeys.preferences(), queryFn: getHandoffPreferences });

export const useHandoffPreferences = () => useQuery(handoffPreferencesQueryOptions());

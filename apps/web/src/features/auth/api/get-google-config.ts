import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GoogleConfig } from '@app/shared/api/google-sign-in';
import { apiRequest } from '../../../lib/api-client';
import { googleKeys } from './google-keys';

/** GET /api/auth/google/config: whether the server has Google sign-in configured. */
export const getGoogleConfig = () => apiRequest<GoogleConfig>('/auth/google/config');

// It only changes when the server restarts with other settings.
export const googleConfigQueryOptions = () =>
  queryOptions({ queryKey: googleKeys.config(), queryFn: getGoogleConfig, staleTime: Infinity });

export const useGoogleConfig = () => useQuery(googleConfigQueryOptions());

/**
 * Where the browser goes to start: a navigation (Google's page), not a fetch. `rememberMe`: the page's 'Ricordami'
 * box, which decides the session's length as on the password form (ADR 0123).
 */
export const googleStartUrl = (intent: 'signIn' | 'activate', rememberMe = false) =>
  `/api/auth/google/start?intent=${intent}${rememberMe ? '&remember=1' : ''}`;

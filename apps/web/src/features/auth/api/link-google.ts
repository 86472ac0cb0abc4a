import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionInfo } from '@app/shared/api/auth';
import type { GooglePendingLink, LinkGoogleInput } from '@app/shared/api/google-sign-in';
import { apiRequest } from '../../../lib/api-client';
import { adoptSession } from '../../../lib/session-cache';
import { googleKeys } from './google-keys';

/** GET /api/auth/google/link: the account Google's address matched (the browser holds the pending link in a cookie). */
export const getPendingLink = () => apiRequest<GooglePendingLink>('/auth/google/link');
export const pendingLinkQueryOptions = () => queryOptions({ queryKey: googleKeys.pendingLink(), queryFn: getPendingLink, retry: false });
export const usePendingLink = () => useQuery(pendingLinkQueryOptions());

/** POST /api/auth/google/link: the account's password proves it; the answer is the new session. */
export const linkGoogle = (input: LinkGoogleInput) => apiRequest<SessionInfo>('/auth/google/link', { body: input });

export function useLinkGoogle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkGoogle,
    onSuccess: (session) => {
      queryClient.removeQueries({ queryKey: googleKeys.pendingLink() });
      adoptSession(queryClient, session);
    },
  });
}

import { useMutation } from '@tanstack/react-query';
import type { ResendInviteInput } from '@app/shared/api/team';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/team/resend-invite: a new invitation link (the same answer for any address, ADR 0133). */
export const resendInvite = (input: ResendInviteInput) =>
  apiRequest<{ success: true; message: string }>('/team/resend-invite', { body: input });

/** Nothing cached changes. */
export const useResendInvite = () => useMutation({ mutationFn: resendInvite });

import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { memberPath } from './keys';

/** POST /api/team/members/:memberId/password-reset: e-mails the member a reset link (nothing cached changes). */
export const sendMemberPasswordReset = (memberId: string) =>
  apiRequest<{ success: true; message: string }>(`${memberPath(memberId)}/password-reset`, { method: 'POST' });

export function useSendMemberPasswordReset() {
  return useMutation({ mutationFn: sendMemberPasswordReset });
}

import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { memberPath } from './keys';

/** POST /api/team/members/:memberId/second-factor/reset: removes a member's second factor (nothing cached changes). */
export const resetMemberSecondFactor = (memberId: string) =>
  apiRequest<{ success: true; message: string }>(`${memberPath(memberId)}/second-factor/reset`, { method: 'POST' });

export const useResetMemberSecondFactor = () => useMutation({ mutationFn: resetMemberSecondFactor });

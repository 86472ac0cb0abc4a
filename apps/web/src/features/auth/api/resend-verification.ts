import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { forgotPasswordSchema } from '@app/shared/api/auth';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/resend-verification: a new confirmation link (the same answer for any address). */
export const resendVerification = (input: z.input<typeof forgotPasswordSchema>) =>
  apiRequest<{ success: true; message: string }>('/auth/resend-verification', { body: input });

/** Nothing cached changes. */
export const useResendVerification = () => useMutation({ mutationFn: resendVerification });

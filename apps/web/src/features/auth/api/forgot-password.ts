import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { forgotPasswordSchema } from '@app/shared/api/auth';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/forgot-password: e-mails a reset link (the same answer for an unknown address). */
export const forgotPassword = (input: z.input<typeof forgotPasswordSchema>) =>
  apiRequest<{ message: string }>('/auth/forgot-password', { body: input });

/** Nothing cached changes. */
export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });

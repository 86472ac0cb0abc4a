import type { z } from 'zod';
import type { SessionInfo, LoginInput, forgotPasswordSchema, registerSchema, updatePasswordSchema } from '@app/shared/api/auth';
import { apiRequest } from '../../../lib/api-client';

export const login = (input: LoginInput) => apiRequest<SessionInfo>('/auth/login', { body: input });
export const register = (input: z.input<typeof registerSchema>) =>
  apiRequest<{ user: { id: string; email: string } | null; message: string }>('/auth/register', { body: input });
export const logout = () => apiRequest<{ success: true; message: string }>('/auth/logout', { method: 'POST', body: {} });
export const forgotPassword = (input: z.input<typeof forgotPasswordSchema>) =>
  apiRequest<{ message: string }>('/auth/forgot-password', { body: input });
export const updatePassword = (input: z.input<typeof updatePasswordSchema>) =>
  apiRequest<{ message: string }>('/auth/update-password', { body: input });
export const verifyEmail = (token: string) => apiRequest<SessionInfo>('/auth/verify-email', { body: { token } });
export const resendVerification = (email: string) => apiRequest<{ message: string }>('/auth/resend-verification', { body: { email } });

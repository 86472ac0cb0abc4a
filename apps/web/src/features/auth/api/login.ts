import { useMutation } from '@tanstack/react-query';
import type { LoginInput, SessionInfo } from '@app/shared/api/auth';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/login */
export const login = (input: LoginInput) => apiRequest<SessionInfo>('/auth/login', { body: input });

/**
 * No cache update here on purpose: the member login takes the session on (`adoptSession`), the operator login
 * first checks the role and signs anyone else out again, so the page that shows the form decides.
 */
export const useLogin = () => useMutation({ mutationFn: login });

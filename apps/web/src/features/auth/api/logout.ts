import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { forgetSession } from '../../../lib/session-cache';

/** POST /api/auth/logout */
export const logout = () => apiRequest<{ success: true; message: string }>('/auth/logout', { method: 'POST', body: {} });

/**
 * Signs out and lets nothing of the user stay cached, here or in the other tabs. A plain function rather than a
 * mutation hook: the 'Esci' button sits on the landing page, which should not load the mutation machinery.
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  await logout();
  forgetSession(queryClient, { tellOtherTabs: true });
}

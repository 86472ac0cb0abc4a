import type { QueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/notify';
import { errorMessage } from '../../lib/api-client';
import { authText } from '@app/shared/i18n/auth';
import { signOut } from './api/logout';

/** Signs out and says how it went; true when the user is signed out. */
export async function signOutWithMessages(queryClient: QueryClient): Promise<boolean> {
  try {
    await signOut(queryClient);
    toast.success(authText.logout.success);
    return true;
  } catch (err) {
    toast.error(err instanceof Error ? authText.logout.error(errorMessage(err)) : authText.logout.unexpected);
    return false;
  }
}

import type { QueryClient } from '@tanstack/react-query';
import { notify } from '../../lib/notify';
import { errorMessage } from '../../lib/api-client';
import { authText } from '@app/shared/i18n/auth';
import { signOut } from './api/logout';

/** Signs out and says how it went; true when the user is signed out. */
export async function signOutWithMessages(queryClient: QueryClient): Promise<boolean> {
  try {
    await signOut(queryClient);
    notify.success(authText.logout.success);
    return true;
  } catch (err) {
    notify.error(err instanceof Error ? authText.logout.error(errorMessage(err)) : authText.logout.unexpected);
    return false;
  }
}

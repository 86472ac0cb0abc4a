import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { notify } from '../../lib/notify';
import { logout } from './api/auth-requests';
import { SESSION_KEY } from './api/session';
import { authText } from '../../i18n/auth';
import { broadcastAuth } from '../../lib/auth-channel';
import { resetEvents } from '../../lib/events';
import { errorMessage } from '../../lib/api-client';

/** Signs out here and in every other tab of this browser, then goes to the login page. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await logout();
      resetEvents();
      broadcastAuth({ type: 'signed-out' });
      queryClient.setQueryData(SESSION_KEY, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] });
      notify.success(authText.logout.success);
      navigate('/auth/login');
    } catch (err) {
      notify.error(err instanceof Error ? authText.logout.error(errorMessage(err)) : authText.logout.unexpected);
    }
  };
}

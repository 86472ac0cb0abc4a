import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { notify } from '../../lib/notify';
import { logout } from './api/auth-requests';
import { forgetSession } from './session-cache';
import { authText } from '../../i18n/auth';
import { errorMessage } from '../../lib/api-client';

/** Signs out here and in every other tab of this browser, then goes to the login page. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await logout();
      forgetSession(queryClient, { tellOtherTabs: true });
      notify.success(authText.logout.success);
      navigate('/auth/login');
    } catch (err) {
      notify.error(err instanceof Error ? authText.logout.error(errorMessage(err)) : authText.logout.unexpected);
    }
  };
}

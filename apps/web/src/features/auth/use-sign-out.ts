import { useNavigate } from 'react-router';
import { notify } from '../../lib/notify';
import { errorMessage } from '../../lib/api-client';
import { authText } from '../../i18n/auth';
import { useLogout } from './api/logout';

/** The 'Esci' button: signs out here and in every other tab of this browser, then goes to the login page. */
export function useSignOut() {
  const { mutateAsync: logout } = useLogout();
  const navigate = useNavigate();
  return async () => {
    try {
      await logout();
      notify.success(authText.logout.success);
      navigate('/auth/login');
    } catch (err) {
      notify.error(err instanceof Error ? authText.logout.error(errorMessage(err)) : authText.logout.unexpected);
    }
  };
}

import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

/**
 * The 'Esci' button: signs out here and in every other tab of this browser, then goes to the login page. The
 * work and its messages load on the first click (the button is on every public page, the landing included).
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    const { signOutWithMessages } = await import('./sign-out-with-messages');
    if (await signOutWithMessages(queryClient)) navigate('/auth/login');
  };
}

import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { SESSION_KEY } from '../features/auth/api/session';
import { useSession } from '../features/auth/use-session';
import { onAuthBroadcast } from '../lib/auth-channel';
import { resetEvents, subscribeEvent } from '../lib/events';

/**
 * Keeps every tab in step with the session: a sign-out in another tab, or a session ended by the server
 * (deactivation, password change), sends this tab to /auth/login (spec §4).
 */
export function AuthSync() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { session } = useSession();
  const signedIn = Boolean(session);

  useEffect(() => onAuthBroadcast((message) => {
    if (message.type === 'signed-out') {
      resetEvents();
      queryClient.setQueryData(SESSION_KEY, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] });
      navigate('/auth/login');
    } else {
      void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    }
  }), [navigate, queryClient]);

  useEffect(() => {
    if (!signedIn) return;
    // A role change by the owner takes effect in the sidebar at once.
    return subscribeEvent('user.updated', () => void queryClient.invalidateQueries({ queryKey: SESSION_KEY }));
  }, [signedIn, queryClient]);

  useEffect(() => {
    if (!signedIn) return;
    return subscribeEvent('session.ended', () => {
      resetEvents();
      queryClient.setQueryData(SESSION_KEY, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] });
      navigate('/auth/login');
    });
  }, [signedIn, navigate, queryClient]);

  return null;
}

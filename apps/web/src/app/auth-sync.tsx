import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { getSession, refreshSession, useSession } from '../lib/session';
import { forgetSession } from '../lib/session-cache';
import { onAuthBroadcast } from '../lib/auth-channel';
import { onStreamChecked, subscribeEvent } from '../lib/events';

/**
 * Keeps every tab in step with the session: a sign-out in another tab, or a session ended by the server
 * (deactivation, password change), sends this tab to /auth/login (spec §4).
 */
export function AuthSync() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { session } = useSession();
  const signedIn = Boolean(session);

  useEffect(
    () =>
      onAuthBroadcast((message) => {
        if (message.type === 'signed-out') {
          forgetSession(queryClient, { tellOtherTabs: false });
          navigate('/auth/login');
        } else {
          void refreshSession(queryClient);
        }
      }),
    [navigate, queryClient],
  );

  useEffect(() => {
    if (!signedIn) return;
    // A role change by the owner takes effect in the sidebar at once; so does a new avatar or e-mail saved elsewhere.
    const reload = () => void refreshSession(queryClient);
    // So does the owner's rule that every member sign in with a second factor (the guard leads there).
    const stops = [
      subscribeEvent('user.updated', reload),
      subscribeEvent('profile.updated', reload),
      subscribeEvent('team.changed', reload),
    ];
    return () => stops.forEach((stop) => stop());
  }, [signedIn, queryClient]);

  useEffect(() => {
    if (!signedIn) return;
    const ended = () => {
      forgetSession(queryClient, { tellOtherTabs: false });
      navigate('/auth/login');
    };
    const stops = [
      subscribeEvent('session.ended', ended),
      // A session ended while the stream was connecting sent its 'session.ended' to nobody: each time the stream opens
      // (or is refused), the session is read again, and one the server no longer knows ends here the same way. Read
      // beside the cache, not through it: a page's own session read in flight is neither cancelled nor replaced.
      onStreamChecked(() => {
        getSession().then(
          (fresh) => fresh === null && ended(),
          () => undefined,
        );
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, [signedIn, navigate, queryClient]);

  return null;
}

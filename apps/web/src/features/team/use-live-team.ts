import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { subscribeEvent } from '../../lib/events';
import { onAuthBroadcast } from '../../lib/auth-channel';
import { teamKeys } from './api/keys';

/**
 * Reloads the team on any change of the account's team, from this browser or another (spec §4), and on
 * sign-in, sign-out and user updates.
 */
export function useLiveTeam(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const reload = () => void queryClient.invalidateQueries({ queryKey: teamKeys.all });
    const stops = [subscribeEvent('team.changed', reload), subscribeEvent('user.updated', reload), onAuthBroadcast(reload)];
    return () => stops.forEach((stop) => stop());
  }, [queryClient]);
}

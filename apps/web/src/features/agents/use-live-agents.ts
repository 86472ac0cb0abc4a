import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AGENTS_CHANGED_EVENT } from '@app/shared/realtime-events';
import { subscribeEvent } from '../../lib/events';
import { agentKeys } from './api/keys';

/** Reloads every agent query when any agent of the account changes elsewhere (spec §4 live list). */
export function useLiveAgents(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeEvent(AGENTS_CHANGED_EVENT, () => {
        void queryClient.invalidateQueries({ queryKey: agentKeys.all });
      }),
    [queryClient],
  );
}

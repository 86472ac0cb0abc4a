import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MEMORIES_CHANGED_EVENT } from '@app/shared/realtime-events';
import { subscribeEvent } from '../../lib/events';
import { memoryKeys } from './api/keys';

/** A memory saved from a chat elsewhere in the team shows up in the agent's memory list without a reload. */
export function useLiveMemories(agentId: string): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeEvent(MEMORIES_CHANGED_EVENT, (data) => {
        if (data.agentId === agentId) void queryClient.invalidateQueries({ queryKey: memoryKeys.list(agentId) });
      }),
    [agentId, queryClient],
  );
}

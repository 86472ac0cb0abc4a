import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DOCUMENTS_CHANGED_EVENT } from '@app/shared/realtime-events';
import { subscribeEvent } from '../../lib/events';
import { documentKeys } from './api/keys';

/** Reloads the agent's document list whenever the server reports a change (upload, progress, processed, error). */
export function useLiveDocuments(agentId: string): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeEvent(DOCUMENTS_CHANGED_EVENT, (data) => {
        if (data.agentId === agentId) void queryClient.invalidateQueries({ queryKey: documentKeys.list(agentId) });
      }),
    [queryClient, agentId],
  );
}

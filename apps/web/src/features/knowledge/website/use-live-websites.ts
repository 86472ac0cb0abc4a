import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DOCUMENTS_CHANGED_EVENT, WEBSITES_CHANGED_EVENT } from '@app/shared/realtime-events';
import { subscribeEvent } from '../../../lib/events';
import { websiteKeys } from './api/keys';

/**
 * Reloads the agent's websites (and their page lists) whenever the crawl reports progress, and when a page's document
 * is processed (the 'Processate' count is the documents' own status).
 */
export function useLiveWebsites(agentId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const reload = (data: { agentId: string }) => {
      if (data.agentId === agentId) void queryClient.invalidateQueries({ queryKey: websiteKeys.list(agentId) });
    };
    const stopWebsites = subscribeEvent(WEBSITES_CHANGED_EVENT, reload);
    const stopDocuments = subscribeEvent(DOCUMENTS_CHANGED_EVENT, reload);
    return () => {
      stopWebsites();
      stopDocuments();
    };
  }, [queryClient, agentId]);
}

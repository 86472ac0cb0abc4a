import { useEffect, useRef } from 'react';
import type { ChatMessage } from '@app/shared/api/chat';
import type { HandoffStatus } from '@app/shared/api/handoff';
import { publicAgentPath } from './api/keys';

/**
 * The visitor's live stream of their conversation (issue 30): a member's reply appears at once, and the hand-off state
 * follows the team. The conversation's own secret (the visitor id) authorises it; EventSource reconnects by itself.
 */
export function useVisitorStream(
  agentId: string,
  conversationId: string | null,
  visitorId: string,
  handlers: { onMessage: (message: ChatMessage) => void; onStatus: (status: HandoffStatus) => void },
  enabled = true,
): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!conversationId || !enabled) return;
    const source = new EventSource(
      `/api${publicAgentPath(agentId)}/conversations/${encodeURIComponent(conversationId)}/events?visitorId=${encodeURIComponent(visitorId)}`,
    );
    source.addEventListener('message', (e) =>
      latest.current.onMessage((JSON.parse((e as MessageEvent<string>).data) as { message: ChatMessage }).message),
    );
    source.addEventListener('status', (e) =>
      latest.current.onStatus((JSON.parse((e as MessageEvent<string>).data) as { status: HandoffStatus }).status),
    );
    return () => source.close();
  }, [agentId, conversationId, visitorId, enabled]);
}

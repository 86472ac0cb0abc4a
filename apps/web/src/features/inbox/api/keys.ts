import type { InboxQuery } from '@app/shared/api/handoff';

/** Every query key of the inbox feature: nothing else spells one. */
export const inboxKeys = {
  all: ['inbox'] as const,
  lists: () => [...inboxKeys.all, 'list'] as const,
  list: (query: InboxQuery) => [...inboxKeys.lists(), query] as const,
  count: () => [...inboxKeys.all, 'count'] as const,
  request: (requestId: string) => [...inboxKeys.all, 'request', requestId] as const,
  preferences: () => [...inboxKeys.all, 'preferences'] as const,
  settings: (agentId: string) => [...inboxKeys.all, 'settings', agentId] as const,
  savedReplies: () => [...inboxKeys.all, 'saved-replies'] as const,
};

export const inboxPath = (requestId: string) => `/inbox/${encodeURIComponent(requestId)}`;
export const savedRepliesPath = '/inbox/saved-replies';
export const handoffSettingsPath = (agentId: string) => `/agents/${encodeURIComponent(agentId)}/handoff-settings`;

import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { MessageSquarePlus } from 'lucide-react';
import type { MemoryConflict } from '@app/shared/api/chat';
import { PageSkeleton } from '../../components/ui/skeleton';
import { AccessDenied } from '../../components/ui/access-denied';
import { NotFoundPanel } from '../../components/ui/not-found-panel';
import { Button, buttonClasses } from '../../components/ui/button';
import { chatText } from '@app/shared/i18n/chat';
import { ApiRequestError, errorMessage } from '../../lib/api-client';
import { useChatHistory } from '../../features/chat/api/get-chat-history';
import { useSendChatMessage } from '../../features/chat/api/send-chat-message';
import { useRateChatMessage } from '../../features/chat/api/rate-chat-message';
import { ChatView } from '../../features/chat/components/chat-view';
import { AgentAvatar } from '../../features/chat/components/agent-avatar';
import { MemoryConflictDialog } from '../../features/memories/components/memory-conflict-dialog';
import { formatLocalDateTimeIt } from '@app/shared/format';

/**
 * /agent/:id/chat: the test chat (spec §2), for members who may see the agent (D3); history survives reloads. It
 * composes the chat and the team memory (a memory command in conflict offers a modification request), so it lives in
 * app/routes (ADR 0366).
 */
export function AgentChatPage() {
  const t = chatText.page;
  const { id = '' } = useParams();
  // null: the latest conversation; 'new': an empty one; otherwise the chosen conversation.
  const [selected, setSelected] = useState<string | null>(null);
  const [fresh, setFresh] = useState(0);
  const history = useChatHistory(id, selected === 'new' ? null : selected);
  const sendMessage = useSendChatMessage(id);
  const rateMessage = useRateChatMessage(id);
  const [conflict, setConflict] = useState<MemoryConflict | null>(null);

  if (history.isLoading) return <PageSkeleton />;
  if (history.error instanceof ApiRequestError && history.error.status === 403) return <AccessDenied message={t.accessDenied} />;
  if (history.error instanceof ApiRequestError && history.error.status === 404)
    return <NotFoundPanel message={t.notFound} backTo="/agents" backLabel={t.backToAgents} />;
  if (history.error || !history.data)
    return (
      <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
        {errorMessage(history.error)}
      </p>
    );

  const data = history.data;
  const isNew = selected === 'new';

  return (
    // The page is exactly the window's height below the top bar (main's padding included): only the messages scroll.
    <div className="mx-auto flex h-[calc(100dvh-6rem)] max-w-4xl flex-col sm:h-[calc(100dvh-7rem)] lg:h-[calc(100dvh-8rem)]">
      <div className="mb-3 flex flex-wrap items-start justify-between gap-2 sm:mb-4">
        <div className="min-w-0">
          <div className="flex min-w-0 items-center gap-2">
            {data.agent.appearance.avatarUrl ? <AgentAvatar url={data.agent.appearance.avatarUrl} className="h-8 w-8" /> : null}
            <h1 className="truncate text-xl font-bold text-slate-900 sm:text-2xl">{t.title(data.agent.name)}</h1>
          </div>
          <p className="mt-1 hidden text-slate-600 sm:block">{t.description}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              setSelected('new');
              setFresh((n) => n + 1);
            }}
          >
            <MessageSquarePlus className="h-4 w-4" aria-hidden="true" />
            {t.newConversation}
          </Button>
          {data.agent.canManage ? (
            <Link to={`/agent/${id}/settings`} className={buttonClasses('ghost', 'sm')}>
              {t.settings}
            </Link>
          ) : null}
        </div>
      </div>
      {data.conversations.length > 0 ? (
        <div className="mb-3 flex items-center gap-2">
          <label htmlFor="conversation-select" className="text-sm font-medium text-slate-800">
            {t.conversations}
          </label>
          <select
            id="conversation-select"
            className="h-9 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2 text-sm"
            value={isNew ? '' : (data.conversationId ?? '')}
            onChange={(e) => setSelected(e.target.value || 'new')}
          >
            {isNew ? <option value="">{t.newConversation}</option> : null}
            {data.conversations.map((c) => (
              <option key={c.id} value={c.id}>
                {formatLocalDateTimeIt(c.updatedAt)} · {c.preview || '…'}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {data.agent.status !== 'Attivo' ? (
        // The test chat answers for a deactivated agent (ADR 0384): the member is told what visitors get meanwhile.
        <p role="status" className="mb-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t.inactiveNotice}
        </p>
      ) : null}
      <ChatView
        // Keyed by what the user chose, not by the data: refreshing the list after the first message of a
        // conversation must not remount the view while the answer is streaming.
        key={isNew ? `new-${fresh}` : (selected ?? 'latest')}
        transport={{
          agentId: id,
          send: sendMessage.mutateAsync,
          rate: (messageId, rating) => rateMessage.mutateAsync({ messageId, rating }),
          memory: true,
          upgradeLink: true,
          actions: { agentId: id, scope: 'member' },
        }}
        initialMessages={isNew ? [] : data.messages}
        conversationId={isNew ? null : data.conversationId}
        appearance={data.agent.appearance}
        onTurnEvent={(event) => {
          if (event.type === 'done' && event.memory?.status === 'conflict' && event.memory.conflict) setConflict(event.memory.conflict);
        }}
      />
      <MemoryConflictDialog agentId={id} conflict={conflict} onClose={() => setConflict(null)} />
    </div>
  );
}

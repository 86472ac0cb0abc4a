import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { DEFAULT_ACCENT } from '@app/shared/accent-color';
import { RowsSkeleton } from '../../../components/ui/skeleton';
import { chatText } from '../../../i18n/chat';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { usePublicAgent } from '../api/get-public-agent';
import { usePublicConversation } from '../api/get-public-conversation';
import { useSendPublicMessage } from '../api/send-public-message';
import { useRatePublicMessage } from '../api/rate-public-message';
import { ChatView } from '../components/chat-view';
import { AgentAvatar } from '../components/agent-avatar';

const VISITOR_KEY = 'agenti.visitor-id';
const conversationKey = (agentId: string) => `agenti.public-chat.${agentId}`;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function write(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    /* private mode: the chat still works, without history */
  }
}

/** This browser's anonymous id: it lets a visitor find their conversation again, and nothing else. */
function visitorId(): string {
  const existing = read(VISITOR_KEY);
  if (existing && /^[0-9a-f-]{36}$/i.test(existing)) return existing;
  const id = crypto.randomUUID();
  write(VISITOR_KEY, id);
  return id;
}

/** /agent/public-chat/:id: anyone with the link, no login (spec §2); shows the agent's name and its answers only. */
export function PublicChatPage() {
  const t = chatText.public;
  const { id = '' } = useParams();
  const visitor = useMemo(visitorId, []);
  const [conversationId] = useState(() => read(conversationKey(id)));
  const agent = usePublicAgent(id);
  const history = usePublicConversation(id, conversationId, visitor, { enabled: agent.data?.active === true });
  const sendMessage = useSendPublicMessage(id);
  const rateMessage = useRatePublicMessage(id, visitor);

  let body: React.ReactNode;
  if (agent.isLoading || (agent.data?.active && history.isLoading)) body = <RowsSkeleton />;
  else if (agent.error instanceof ApiRequestError && agent.error.status === 404)
    body = (
      <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
        {t.notFound}
      </p>
    );
  else if (agent.error || !agent.data)
    body = (
      <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
        {errorMessage(agent.error)}
      </p>
    );
  else if (!agent.data.active)
    body = (
      <p role="status" className="rounded-md bg-amber-50 p-4 text-amber-900">
        {agent.data.notice ?? t.unavailable}
      </p>
    );
  else {
    // A stale or foreign conversation id (404) simply starts a new conversation.
    const known = history.isError ? null : conversationId;
    body = (
      <ChatView
        transport={{
          agentId: id,
          send: sendMessage.mutateAsync,
          fields: { visitorId: visitor },
          rate: (messageId, rating) => rateMessage.mutateAsync({ messageId, rating }),
          memory: false,
        }}
        initialMessages={known ? (history.data ?? []) : []}
        conversationId={known}
        onConversationChange={(cid) => write(conversationKey(id), cid)}
        appearance={agent.data.appearance}
      />
    );
  }

  return (
    // Exactly the window's height: only the messages scroll, the composer stays in view.
    <div className="flex h-dvh flex-col bg-slate-100">
      {/* The agent's 'Aspetto' (issue 34): its accent and avatar, as in the widget and the test chat. */}
      <header
        className="shrink-0"
        style={{ backgroundColor: agent.data?.appearance.color ?? DEFAULT_ACCENT, color: agent.data?.appearance.textColor ?? '#ffffff' }}
      >
        <div className="mx-auto flex max-w-3xl items-center gap-3 px-4 py-3">
          <AgentAvatar url={agent.data?.appearance.avatarUrl} />
          <h1 className="min-w-0 truncate text-lg font-semibold">{agent.data?.name ?? (agent.isLoading ? '…' : t.fallbackTitle)}</h1>
          <span className="ml-auto shrink-0 text-xs">{t.poweredBy}</span>
        </div>
      </header>
      <main id="contenuto" className="mx-auto flex min-h-0 w-full max-w-3xl flex-1 flex-col p-4">
        {body}
      </main>
    </div>
  );
}

import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { DEFAULT_ACCENT } from '@app/shared/accent-color';
import { AgentAvatar } from '../../features/chat/components/agent-avatar';
import { Spinner } from '../../components/ui/spinner';
import { chatText } from '../../i18n/chat';
import { integrationsText } from '../../i18n/integrations';
import { errorMessage } from '../../lib/api-client';
import { ChatView } from '../../features/chat/components/chat-view';
import { postChatStream, type ChatSend } from '../../features/chat/api/read-chat-stream';
import { usePublicConversation } from '../../features/chat/api/get-public-conversation';
import { useRatePublicMessage } from '../../features/chat/api/rate-public-message';
import { useWidgetConfig } from '../../features/integrations/api/get-widget-config';
import { useWidgetIdentity, type WidgetCustomer } from '../../features/integrations/api/verify-widget-identity';
import { publicWidgetPath } from '../../features/integrations/api/keys';

const VISITOR_KEY = 'agenti.visitor-id';

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
    /* storage blocked in a third-party frame: the chat works, without history */
  }
}
function anonymousVisitor(): string {
  const existing = read(VISITOR_KEY);
  if (existing && /^[0-9a-f-]{36}$/i.test(existing)) return existing;
  const id = crypto.randomUUID();
  write(VISITOR_KEY, id);
  return id;
}
/** The signed customer the loader passed in the fragment (never sent to a server log). */
function customerFromHash(): WidgetCustomer | null {
  const params = new URLSearchParams(window.location.hash.slice(1));
  const customerId = params.get('customerId');
  const customerSignature = params.get('customerSignature');
  return customerId && customerSignature ? { customerId, customerSignature } : null;
}

/**
 * /widget/:agentId: the chat inside the embeddable widget's frame (issue 14, ADR 0082). It is the public chat (same
 * view, sources, ratings, offline label) with the widget's welcome message, suggested questions and colour; the
 * server lets only the agent's allowed domains frame it.
 */
export function WidgetChatPage() {
  const { agentId = '' } = useParams();
  const t = integrationsText.widgetChat;
  const customer = useMemo(customerFromHash, []);
  const config = useWidgetConfig(agentId);
  const identity = useWidgetIdentity(agentId, customer);
  const visitor = useMemo(anonymousVisitor, []);
  const visitorId = identity.data ?? visitor;
  const conversationKey = `agenti.widget.${agentId}.${visitorId}`;
  const [conversationId] = useState(() => read(`agenti.widget.${agentId}.${visitorId}`));
  const ready = config.data?.active === true && !identity.isLoading;
  const history = usePublicConversation(agentId, conversationId, visitorId, { enabled: ready && !identity.isError });
  const rate = useRatePublicMessage(agentId, visitorId);

  const send = ({ form, onEvent }: ChatSend) => postChatStream(`${publicWidgetPath(agentId)}/messages`, form, onEvent);
  const fields: Record<string, string> = { visitorId: visitor, ...(customer ?? {}) };

  let body: React.ReactNode;
  if (config.isLoading || identity.isLoading || (ready && history.isLoading)) body = <Spinner />;
  else if (config.error || !config.data || identity.error)
    body = (
      <p role="alert" className="m-4 rounded-md bg-red-50 p-4 text-red-800">
        {errorMessage(config.error ?? identity.error) || t.unavailable}
      </p>
    );
  else if (!config.data.active)
    body = (
      <p role="status" className="m-4 rounded-md bg-amber-50 p-4 text-amber-900">
        {config.data.notice ?? chatText.public.unavailable}
      </p>
    );
  else {
    const known = history.isError ? null : conversationId;
    body = (
      <ChatView
        fill
        transport={{
          agentId,
          send,
          fields,
          // A signed customer's answers are stored under their own visitor id: their sources open with it.
          sourceVisitorId: visitorId,
          rate: (messageId, rating) => rate.mutateAsync({ messageId, rating }),
          memory: false,
        }}
        initialMessages={known ? (history.data ?? []) : []}
        conversationId={known}
        onConversationChange={(cid) => write(conversationKey, cid)}
        appearance={{
          welcomeMessage: config.data.welcomeMessage,
          suggestedQuestions: config.data.suggestedQuestions,
          color: config.data.color,
          textColor: config.data.textColor,
          avatarUrl: config.data.avatarUrl,
        }}
      />
    );
  }

  return (
    <div className="flex h-screen flex-col bg-white">
      <header
        className="flex items-center gap-3 px-4 py-3"
        style={{ backgroundColor: config.data?.color ?? DEFAULT_ACCENT, color: config.data?.textColor ?? '#ffffff' }}
      >
        <AgentAvatar url={config.data?.avatarUrl} />
        <h1 className="min-w-0 truncate text-base font-semibold">{config.data?.name ?? t.fallbackTitle}</h1>
      </header>
      <main id="contenuto" className="min-h-0 flex-1">
        {body}
      </main>
    </div>
  );
}

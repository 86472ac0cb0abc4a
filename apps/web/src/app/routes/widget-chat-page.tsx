import { useMemo } from 'react';
import { useParams } from 'react-router';
import { DEFAULT_ACCENT } from '@app/shared/accent-color';
import { AgentAvatar } from '../../features/chat/components/agent-avatar';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-client';
import { PublicConversation } from '../../features/chat/components/public-conversation';
import { postChatStream, type ChatSend } from '../../features/chat/api/read-chat-stream';
import { anonymousVisitorId } from '../../features/chat/use-public-visitor';
import { useWidgetConfig } from '../../features/integrations/api/get-widget-config';
import { useWidgetIdentity, type WidgetCustomer } from '../../features/integrations/api/verify-widget-identity';
import { publicWidgetPath } from '../../features/integrations/api/keys';
import { LanguageSelect } from '../../features/chat/components/language-select';
import { useVisitorLanguage } from '../../features/chat/use-visitor-language';
import { VisitorCopyContext } from '../../features/chat/visitor-copy';

/** The signed customer the loader passed in the fragment (never sent to a server log). */
function customerFromHash(): WidgetCustomer | null {
  const params = new URLSearchParams(window.location.hash.slice(1));
  const customerId = params.get('customerId');
  const customerSignature = params.get('customerSignature');
  return customerId && customerSignature ? { customerId, customerSignature } : null;
}

/**
 * /widget/:agentId: the chat inside the embeddable widget's frame (issue 14, ADR 0082). It is the public chat (the same
 * conversation component: sources, ratings, offline label, hand-off) with the widget's welcome message, suggested
 * questions and colour; the server lets only the agent's allowed domains frame it.
 */
export function WidgetChatPage() {
  const { agentId = '' } = useParams();
  const customer = useMemo(customerFromHash, []);
  const config = useWidgetConfig(agentId);
  const identity = useWidgetIdentity(agentId, customer);
  const visitor = useMemo(anonymousVisitorId, []);
  const visitorId = identity.data ?? visitor;
  // Everything the visitor reads follows their language (issue 48).
  const visitorLanguage = useVisitorLanguage(agentId, config.data?.languages);
  const { language, copy } = visitorLanguage;
  const copyValue = useMemo(() => ({ language, copy }), [language, copy]);

  const send = ({ form, onEvent }: ChatSend) => postChatStream(`${publicWidgetPath(agentId)}/messages`, form, onEvent);

  let body: React.ReactNode;
  if (config.isLoading || identity.isLoading) body = <Spinner />;
  else if (config.error || !config.data || identity.error)
    body = (
      <p role="alert" className="m-4 rounded-md bg-red-50 p-4 text-red-800">
        {errorMessage(config.error ?? identity.error) || copy.page.unavailable}
      </p>
    );
  else if (!config.data.active)
    body = (
      <p role="status" className="m-4 rounded-md bg-amber-50 p-4 text-amber-900">
        {config.data.notice ?? copy.page.unavailable}
      </p>
    );
  else
    body = (
      <PublicConversation
        fill
        agentId={agentId}
        channel="widget"
        send={send}
        fields={{ visitorId: visitor, ...(customer ?? {}) }}
        // A signed customer's conversations are stored under their own visitor id: history, sources and hand-off use it.
        visitorId={visitorId}
        storageKey={`agenti.widget.${agentId}.${visitorId}`}
        appearance={{
          welcomeMessage: config.data.welcomeMessage,
          suggestedQuestions: config.data.suggestedQuestions,
          color: config.data.color,
          textColor: config.data.textColor,
          avatarUrl: config.data.avatarUrl,
        }}
        languageChoice={visitorLanguage}
      />
    );

  return (
    <VisitorCopyContext.Provider value={copyValue}>
      <div className="flex h-screen flex-col bg-white">
        <header
          className="flex items-center gap-3 px-4 py-3"
          style={{ backgroundColor: config.data?.color ?? DEFAULT_ACCENT, color: config.data?.textColor ?? '#ffffff' }}
        >
          <AgentAvatar url={config.data?.avatarUrl} />
          <h1 className="min-w-0 truncate text-base font-semibold">{config.data?.name ?? copy.page.fallbackTitle}</h1>
          <span className="ml-auto">
            <LanguageSelect language={language} languages={visitorLanguage.languages} onChange={visitorLanguage.choose} />
          </span>
        </header>
        <main id="contenuto" className="min-h-0 flex-1">
          {body}
        </main>
      </div>
    </VisitorCopyContext.Provider>
  );
}

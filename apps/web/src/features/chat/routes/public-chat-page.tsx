import { useMemo } from 'react';
import { useParams } from 'react-router';
import { DEFAULT_ACCENT } from '@app/shared/accent-color';
import { RowsSkeleton } from '../../../components/ui/skeleton';
import { chatText } from '@app/shared/i18n/chat';
import { LanguageSelect } from '../components/language-select';
import { useVisitorLanguage } from '../use-visitor-language';
import { VisitorCopyContext } from '../visitor-copy';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { usePublicAgent } from '../api/get-public-agent';
import { useSendPublicMessage } from '../api/send-public-message';
import { AgentAvatar } from '../components/agent-avatar';
import { PublicConversation } from '../components/public-conversation';
import { anonymousVisitorId } from '../use-public-visitor';

/** /agent/public-chat/:id: anyone with the link, no login (spec §2); shows the agent's name and its answers only. */
export function PublicChatPage() {
  const { id = '' } = useParams();
  const visitor = useMemo(anonymousVisitorId, []);
  const agent = usePublicAgent(id);
  // Everything the visitor reads follows their language (issue 48).
  const visitorLanguage = useVisitorLanguage(id, agent.data?.languages);
  const { language, copy } = visitorLanguage;
  const t = copy.page;
  const copyValue = useMemo(() => ({ language, copy }), [language, copy]);
  const sendMessage = useSendPublicMessage(id);

  let body: React.ReactNode;
  if (agent.isLoading) body = <RowsSkeleton />;
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
  else
    body = (
      <PublicConversation
        agentId={id}
        channel="public"
        send={sendMessage.mutateAsync}
        fields={{ visitorId: visitor }}
        visitorId={visitor}
        storageKey={`agenti.public-chat.${id}`}
        appearance={agent.data.appearance}
        languageChoice={visitorLanguage}
      />
    );

  return (
    // Exactly the window's height: only the messages scroll, the composer stays in view.
    <VisitorCopyContext.Provider value={copyValue}>
      <div className="flex h-dvh flex-col bg-slate-100">
        {/* The agent's 'Aspetto' (issue 34): its accent and avatar, as in the widget and the test chat. */}
        <header
          className="shrink-0"
          style={{ backgroundColor: agent.data?.appearance.color ?? DEFAULT_ACCENT, color: agent.data?.appearance.textColor ?? '#ffffff' }}
        >
          <div className="mx-auto flex max-w-3xl items-center gap-3 px-4 py-3">
            <AgentAvatar url={agent.data?.appearance.avatarUrl} />
            <h1 className="min-w-0 truncate text-lg font-semibold">{agent.data?.name ?? (agent.isLoading ? '…' : t.fallbackTitle)}</h1>
            <span className="ml-auto shrink-0 text-xs max-sm:hidden">{chatText.public.poweredBy}</span>
            <LanguageSelect language={language} languages={visitorLanguage.languages} onChange={visitorLanguage.choose} />
          </div>
        </header>
        <main id="contenuto" className="mx-auto flex min-h-0 w-full max-w-3xl flex-1 flex-col p-4">
          {body}
        </main>
      </div>
    </VisitorCopyContext.Provider>
  );
}

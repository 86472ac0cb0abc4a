import { Link, useNavigate, useParams } from 'react-router';
import type { ConversationDetail } from '@app/shared/api/conversations';
import { formatDateTimeIt } from '@app/shared/format';
import { ANSWER_OUTCOME_LABELS } from '@app/shared/i18n/answer-outcome';
import { analyticsText } from '@app/shared/i18n/analytics';
import { PageHeader } from '../../../components/ui/page-header';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { AccessDenied } from '../../../components/ui/access-denied';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { MarkdownAnswer } from '../../../components/ui/markdown-answer';
import { Rating } from '../../../components/ui/rating';
import { useConversation } from '../api/get-conversation';

/** /analytics/conversations/:conversationId: one conversation, every message with its sources and rating. */
export function ConversationPage() {
  const { conversationId = '' } = useParams();
  const conversation = useConversation(conversationId);
  const navigate = useNavigate();
  const t = analyticsText.conversation;

  if (conversation.error instanceof ApiRequestError && (conversation.error.status === 403 || conversation.error.status === 404)) {
    return <AccessDenied message={conversation.error.message} />;
  }
  const data = conversation.data;
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={t.title}
        description={
          data
            ? t.meta(
                data.agentName,
                [analyticsText.daily.channels[data.channel], data.visitor].filter(Boolean).join(' '),
                formatDateTimeIt(data.startedAt),
              )
            : undefined
        }
        actions={
          <Button variant="ghost" size="sm" onClick={() => navigate(-1)}>
            {t.back}
          </Button>
        }
      />
      {conversation.isLoading ? (
        <div role="status" className="flex items-center gap-2 text-slate-700">
          <Spinner /> {t.loading}
        </div>
      ) : null}
      {conversation.error ? (
        <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
          {errorMessage(conversation.error)}
        </p>
      ) : null}
      {data ? <Messages conversation={data} /> : null}
    </div>
  );
}

type ToolCall = ConversationDetail['toolCalls'][number];

/**
 * Each call goes under the agent's message it was made for: the last agent message stored at or before it (a turn's
 * reply row is stored before its tools run; a form answers after the message that offered it). Calls before any
 * agent message go under the first one.
 */
function callsByMessage(conversation: ConversationDetail): Map<string, ToolCall[]> {
  const agentMessages = conversation.messages.filter((m) => m.sender === 'agent');
  const byMessage = new Map<string, ToolCall[]>();
  for (const call of conversation.toolCalls) {
    const at = Date.parse(call.createdAt);
    const owner = agentMessages.filter((m) => Date.parse(m.createdAt) <= at).at(-1) ?? agentMessages[0];
    if (!owner) continue;
    byMessage.set(owner.id, [...(byMessage.get(owner.id) ?? []), call]);
  }
  return byMessage;
}

function ToolCalls({ calls }: { calls: ToolCall[] }) {
  const t = analyticsText.conversation;
  return (
    <div className="mt-3 overflow-x-auto text-sm" data-testid="tool-calls">
      <table className="w-full min-w-72">
        <caption className="text-left font-medium text-slate-800">
          {t.toolCalls}
          <span className="sr-only"> ({t.toolCallsCaption})</span>
        </caption>
        <thead>
          <tr>
            <th scope="col" className="pr-3 text-left font-normal text-slate-700">
              {t.toolColumns.action}
            </th>
            <th scope="col" className="pr-3 text-left font-normal text-slate-700">
              {t.toolColumns.source}
            </th>
            <th scope="col" className="pr-3 text-left font-normal text-slate-700">
              {t.toolColumns.status}
            </th>
            <th scope="col" className="text-right font-normal text-slate-700">
              {t.toolColumns.duration}
            </th>
          </tr>
        </thead>
        <tbody>
          {calls.map((call) => (
            <tr key={call.id} className="border-t border-slate-200">
              <th scope="row" className="py-1 pr-3 text-left font-medium break-words text-slate-900">
                {call.kind === 'booking' ? (t.bookingTools[call.toolName] ?? call.toolName) : call.toolName}
              </th>
              <td className="py-1 pr-3 text-slate-800">{t.toolSources[call.source] ?? call.source}</td>
              <td className="py-1 pr-3 text-slate-800">
                {t.toolOutcomes[call.outcome] ?? call.outcome}
                {call.httpStatus !== null ? ` · ${t.httpStatus(call.httpStatus)}` : ''}
              </td>
              <td className="py-1 text-right text-slate-800">{t.duration(call.durationMs)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Messages({ conversation }: { conversation: ConversationDetail }) {
  const t = analyticsText.conversation;
  const calls = callsByMessage(conversation);
  return (
    <ol className="space-y-4">
      {conversation.messages.map((m) => (
        <li
          key={m.id}
          data-sender={m.sender}
          className={cn(
            'rounded-xl border p-4 shadow-sm',
            m.sender === 'user' && 'border-slate-200 bg-white sm:mr-12',
            m.sender === 'agent' && 'border-brand-600/30 bg-brand-50 sm:ml-12',
            // A person of the team (issue 30): neither the visitor nor the agent, so a colour and a name of its own.
            m.sender === 'team' && 'border-l-4 border-emerald-700/40 border-l-emerald-700 bg-emerald-50 sm:ml-12',
          )}
        >
          <p className="flex flex-wrap justify-between gap-2 text-sm text-slate-700">
            <span className="font-semibold text-slate-900">
              {m.sender === 'user' ? t.user : m.sender === 'team' ? t.team(m.authorName) : t.agent}
            </span>
            <time dateTime={m.createdAt}>{formatDateTimeIt(m.createdAt)}</time>
          </p>
          {/* The agent's answer as the chat shows it (Markdown, safely); what a person typed, as typed. */}
          {m.sender !== 'agent' ? (
            <p className="mt-2 break-words whitespace-pre-wrap text-slate-900">{m.text}</p>
          ) : (
            <div className="mt-2 text-slate-900">
              <MarkdownAnswer text={m.text} />
            </div>
          )}
          {m.attachmentName ? <p className="mt-2 text-sm text-slate-700">{t.attachment(m.attachmentName)}</p> : null}
          {m.sources.length > 0 ? (
            <div className="mt-3 text-sm">
              <p className="font-medium text-slate-800">{t.sources}</p>
              <ul className="list-inside list-disc text-slate-700">
                {m.sources.map((s) => (
                  <li key={`${s.documentId}:${s.page ?? ''}`} className="break-words">
                    {s.file}
                    {s.page ? ` (${t.page(s.page)})` : ''}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {calls.get(m.id)?.length ? <ToolCalls calls={calls.get(m.id)!} /> : null}
          {m.rating !== null || m.gap || m.outcome ? (
            <p className="mt-3 flex flex-wrap gap-2 text-sm">
              {m.outcome ? (
                <span className="rounded bg-slate-100 px-1.5 text-slate-800" data-testid="answer-outcome">
                  {ANSWER_OUTCOME_LABELS[m.outcome]}
                </span>
              ) : null}
              {m.rating === 1 ? <Rating kind="up" label={t.ratedUp} className="rounded bg-green-100 px-1.5 text-green-900" /> : null}
              {m.rating === -1 ? <Rating kind="down" label={t.ratedDown} className="rounded bg-red-100 px-1.5 text-red-900" /> : null}
              {m.gap ? (
                <span className="rounded bg-amber-100 px-1.5 text-amber-900">
                  {t.gap} ·{' '}
                  <Link className="underline" to={`/agent/${conversation.agentId}/settings?tab=training`}>
                    {t.openTraining}
                  </Link>
                </span>
              ) : null}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Analytics } from '@app/shared/api/analytics';
import { analyticsText } from '@app/shared/i18n/analytics';
import { MarkdownAnswer } from '../../../components/ui/markdown-answer';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

function Empty({ text }: { text: string }) {
  return <p className="text-sm text-slate-600">{text}</p>;
}

export function TopQuestions({ questions, showAgent }: { questions: Analytics['topQuestions']; showAgent: boolean }) {
  const t = analyticsText.questions;
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{t.title}</CardTitle>
      </CardHeader>
      <CardContent>
        {questions.length === 0 ? (
          <Empty text={t.empty} />
        ) : (
          <ol className="space-y-2">
            {questions.map((q) => (
              <li key={`${q.agentId}:${q.question}`} className="flex gap-3 text-sm">
                <span className="w-8 shrink-0 font-semibold text-brand-700">{t.count(q.count)}</span>
                <span className="min-w-0 break-words">
                  {q.question}
                  {showAgent ? <span className="block text-xs text-slate-600">{q.agentName}</span> : null}
                </span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

/** A question no document answered, and what the page offers to do about it ('Aggiungi una risposta'). */
export type GapAction = (gap: Analytics['knowledgeGaps'][number]) => ReactNode;

/** Questions no document answered, each with the way to the agent's documents (and the page's action, if any). */
export function KnowledgeGaps({
  gaps,
  conversationsLink,
  gapAction,
}: {
  gaps: Analytics['knowledgeGaps'];
  conversationsLink: string;
  gapAction?: GapAction;
}) {
  const t = analyticsText.gaps;
  const titleId = useId();
  return (
    <Card className="border-amber-300" role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{t.title}</CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {gaps.length === 0 ? (
          <Empty text={t.empty} />
        ) : (
          <ul className="space-y-3">
            {gaps.map((g) => (
              <li key={`${g.agentId}:${g.question}`} className="text-sm">
                <p className="break-words">
                  <span className="font-semibold text-amber-800">{analyticsText.questions.count(g.count)}</span> {g.question}
                </p>
                <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-2">
                  <Link className="text-brand-700 underline" to={`/agent/${g.agentId}/settings?tab=training`}>
                    {t.open(g.agentName)}
                  </Link>
                  {gapAction?.(g)}
                </div>
              </li>
            ))}
          </ul>
        )}
        {gaps.length > 0 ? (
          <Link className="mt-4 inline-block text-sm font-medium text-brand-700 underline" to={conversationsLink}>
            {analyticsText.gapConversationsLink}
          </Link>
        ) : null}
      </CardContent>
    </Card>
  );
}

export function LowestRated({ replies }: { replies: Analytics['lowestRated'] }) {
  const t = analyticsText.lowestRated;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
      </CardHeader>
      <CardContent>
        {replies.length === 0 ? (
          <Empty text={t.empty} />
        ) : (
          <ul className="space-y-3">
            {replies.map((r) => (
              <li key={r.messageId} className="text-sm">
                <p className="font-medium break-words">
                  {t.question}: {r.question}
                </p>
                {/* The answer as the chat shows it (Markdown, safely), cut to its first lines. */}
                <div className="line-clamp-3 text-slate-700">
                  <MarkdownAnswer text={r.answer} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export function DocumentCitations({ most, never }: { most: Analytics['mostCitedDocuments']; never: Analytics['neverCitedDocuments'] }) {
  const t = analyticsText.documents;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>{t.mostCited}</CardTitle>
        </CardHeader>
        <CardContent>
          {most.length === 0 ? (
            <Empty text={t.empty} />
          ) : (
            <ul className="space-y-1 text-sm">
              {most.map((d) => (
                <li key={d.documentId} className="flex justify-between gap-3">
                  <span className="min-w-0 break-words">{d.file}</span>
                  <span className="shrink-0 text-slate-600">{t.citations(d.citations)}</span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t.neverCited}</CardTitle>
        </CardHeader>
        <CardContent>
          {never.length === 0 ? (
            <Empty text={t.empty} />
          ) : (
            <ul className="space-y-1 text-sm">
              {never.map((d) => (
                <li key={d.documentId} className="break-words">
                  {d.file}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

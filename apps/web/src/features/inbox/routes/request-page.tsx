import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from '../../../lib/notify';
import { FileText } from 'lucide-react';
import { replyBodySchema } from '@app/shared/api/handoff';
import { formatDateTimeIt } from '@app/shared/format';
import { useSession } from '../../../lib/session';
import { Button } from '../../../components/ui/button';
import { MarkdownAnswer } from '../../../components/ui/markdown-answer';
import { NotFoundPanel } from '../../../components/ui/not-found-panel';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { inboxText } from '@app/shared/i18n/inbox';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useRequest } from '../api/get-request';
import { useReplyToRequest } from '../api/reply-to-request';
import { useAssignRequest } from '../api/assign-request';
import { useResolveRequest } from '../api/resolve-request';
import { useReopenRequest } from '../api/reopen-request';
import { StatusPill } from '../components/status-pill';
import { ReplyWithSavedReplies } from '../components/reply-with-saved-replies';
import { RequestNotes } from '../components/request-notes';
import { savedRepliesText } from '@app/shared/i18n/saved-replies';
import { selectClass } from '../components/select-class';
import { useLiveInbox } from '../use-live-inbox';
import { useNow } from '../use-now';

/** /inbox/:requestId: the whole conversation with its sources, the contact, assignment, reply, resolve and reopen; live. */
export function RequestPage() {
  const t = inboxText.detail;
  const { requestId = '' } = useParams();
  useLiveInbox();
  const now = useNow();
  const { session } = useSession();
  const detail = useRequest(requestId);
  const reply = useReplyToRequest(requestId);
  const assign = useAssignRequest(requestId);
  const resolve = useResolveRequest(requestId);
  const reopen = useReopenRequest(requestId);
  const [text, setText] = useState('');
  const [replyError, setReplyError] = useState<string | null>(null);

  if (detail.isLoading)
    return (
      <p role="status" className="flex items-center gap-2 text-slate-700">
        <Spinner /> {inboxText.page.loading}
      </p>
    );
  if (detail.error instanceof ApiRequestError && detail.error.status === 404)
    return <NotFoundPanel message={t.notFound} backTo="/inbox" backLabel={t.back} />;
  if (detail.error || !detail.data)
    return (
      <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
        {errorMessage(detail.error)}
      </p>
    );
  const { request, messages, notes, assignable } = detail.data;
  const me = session?.user.id;
  const resolved = request.status === 'resolved';

  async function send(e: React.FormEvent) {
    e.preventDefault();
    const parsed = replyBodySchema.safeParse({ text });
    if (!parsed.success) {
      setReplyError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setReplyError(null);
    try {
      await reply.mutateAsync(parsed.data.text);
      setText('');
      toast.success(t.sent);
    } catch (err) {
      setReplyError(errorMessage(err));
    }
  }
  const act = async (fn: () => Promise<unknown>, done: string) => {
    try {
      await fn();
      toast.success(done);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title={`${inboxText.titles.request}: ${request.visitor.name}`}
        description={`${request.agent.name} · ${t.channel[request.channel] ?? request.channel} · ${inboxText.language(request.language)} · ${formatDateTimeIt(request.createdAt)}`}
        actions={
          <Link to="/inbox" className="text-sm font-medium text-brand-800 underline">
            {t.back}
          </Link>
        }
      />
      <div className="grid gap-4 lg:grid-cols-[1fr_18rem]">
        <section aria-labelledby="transcript-title" className="min-w-0 space-y-4">
          <h2 id="transcript-title" className="sr-only">
            {t.transcript}
          </h2>
          <ol className="space-y-3" aria-label={t.transcript} data-testid="request-transcript">
            {messages.map((m) => (
              <li key={m.id} className={cn('flex', m.sender === 'user' ? 'justify-start' : 'justify-end')}>
                <article
                  className={cn(
                    'max-w-[85%] rounded-2xl border px-4 py-3 text-sm shadow-sm',
                    m.sender === 'user'
                      ? 'border-slate-200 bg-white'
                      : m.sender === 'team'
                        ? 'border-brand-200 bg-brand-50'
                        : 'border-slate-200 bg-slate-50',
                  )}
                >
                  <header className="mb-1 flex gap-2 text-xs text-slate-600">
                    <span className="font-semibold">
                      {m.sender === 'user' ? request.visitor.name : m.sender === 'team' ? t.team(m.authorName) : t.agent}
                    </span>
                    <time dateTime={m.createdAt}>{formatDateTimeIt(m.createdAt)}</time>
                  </header>
                  {/* The agent's answer as the chat shows it (Markdown, safely); what a person typed, as typed. */}
                  {m.sender === 'agent' ? (
                    <div className="text-slate-900">
                      <MarkdownAnswer text={m.text} />
                    </div>
                  ) : (
                    <p className="whitespace-pre-wrap break-words text-slate-900">{m.text}</p>
                  )}
                  {m.sources.length ? (
                    <ul aria-label={t.sources} className="mt-2 flex flex-wrap gap-1">
                      {m.sources.map((s, i) => (
                        <li
                          key={`${s.documentId}:${i}`}
                          className="inline-flex items-center gap-1 rounded-full bg-white px-2 py-0.5 text-xs text-slate-800"
                        >
                          <FileText className="h-3 w-3" aria-hidden="true" />
                          {s.file}
                          {s.page ? ` · pag. ${s.page}` : ''}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </article>
              </li>
            ))}
          </ol>
          {resolved ? (
            <p className="rounded-md bg-slate-100 p-3 text-sm text-slate-700">{t.resolvedNote}</p>
          ) : (
            <form onSubmit={(e) => void send(e)} noValidate className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
              <label htmlFor="reply-text" className="block text-sm font-medium text-slate-800">
                {t.reply}
              </label>
              <ReplyWithSavedReplies
                id="reply-text"
                rows={3}
                value={text}
                onChange={setText}
                aria-invalid={replyError ? true : undefined}
                aria-describedby={replyError ? 'reply-error reply-hint' : 'reply-hint'}
              />
              <p id="reply-hint" className="text-xs text-slate-600">
                {t.replyHintChannel[request.channel] ?? t.replyHint} {savedRepliesText.pickerHint}
              </p>
              {replyError ? (
                <p id="reply-error" role="alert" className="text-sm text-red-700">
                  {replyError}
                </p>
              ) : null}
              <Button type="submit" disabled={reply.isPending}>
                {reply.isPending ? t.sending : t.send}
              </Button>
            </form>
          )}
        </section>
        <aside className="space-y-4">
          <section className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 text-sm" aria-labelledby="contact-title">
            <h2 id="contact-title" className="font-semibold text-slate-900">
              {t.contact}
            </h2>
            <StatusPill status={request.status} />
            <p className="break-words">{request.visitor.name}</p>
            {/* A WhatsApp or Telegram sender leaves no e-mail (ADR 0186): the name carries their channel id. */}
            {request.visitor.email ? (
              <p className="break-words">
                <a className="text-brand-800 underline" href={`mailto:${request.visitor.email}`}>
                  {request.visitor.email}
                </a>
              </p>
            ) : null}
            {request.visitor.phone ? <p>{request.visitor.phone}</p> : null}
            <p className="text-xs text-slate-600">{t.consent(formatDateTimeIt(request.consentAt))}</p>
            {request.waitingSince ? (
              <p className="text-xs text-slate-700">
                {inboxText.list.waiting} {inboxText.waiting(now - new Date(request.waitingSince).getTime())}
              </p>
            ) : null}
          </section>
          <section className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 text-sm">
            <label className="block font-medium text-slate-800">
              {t.assign}
              <select
                className={selectClass}
                value={request.assignee?.id ?? ''}
                disabled={assign.isPending}
                onChange={(e) => void act(() => assign.mutateAsync(e.target.value || null), t.assigned)}
              >
                <option value="">{t.unassigned}</option>
                {request.assignee && !assignable.some((a) => a.id === request.assignee!.id) ? (
                  <option value={request.assignee.id}>{request.assignee.name}</option>
                ) : null}
                {assignable.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name}
                  </option>
                ))}
              </select>
            </label>
            {me && request.assignee?.id !== me && !resolved ? (
              <Button size="sm" variant="outline" onClick={() => void act(() => assign.mutateAsync(me), t.assigned)}>
                {t.takeIt}
              </Button>
            ) : null}
            <div>
              {resolved ? (
                <Button size="sm" variant="outline" onClick={() => void act(() => reopen.mutateAsync(), t.reopened)}>
                  {t.reopen}
                </Button>
              ) : (
                <Button size="sm" onClick={() => void act(() => resolve.mutateAsync(), t.resolved)}>
                  {t.resolve}
                </Button>
              )}
            </div>
          </section>
          <RequestNotes requestId={request.id} notes={notes} />
        </aside>
      </div>
    </div>
  );
}

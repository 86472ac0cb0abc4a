import { BookmarkCheck, FileText, Paperclip, ThumbsDown, ThumbsUp } from 'lucide-react';
import type { ChatMessage, ChatSource } from '@app/shared/api/chat';
import { passageLocationLabel, sourceLabel } from '@app/shared/source-labels';
import { useVisitorCopy } from '../visitor-copy';
import { formatLocalDateTimeIt } from '@app/shared/format';
import { cn } from '../../../lib/cn';
import { MarkdownAnswer } from '../../../components/ui/markdown-answer';

interface MessageBubbleProps {
  message: ChatMessage;
  onRate?: (rating: 1 | -1 | null) => void;
  /** Opens a cited passage in the source viewer (sources stored before passages existed cannot be opened). */
  onOpenSource?: (source: ChatSource) => void;
  /** The agent's accent ('Aspetto', issue 34) and the text colour that reaches AA on it; absent: the app's own. */
  accent?: { background: string; text: string };
}

/** One message: who sent it and when, the text (Markdown for the agent), attachment, sources and rating. */
export function MessageBubble({ message, onRate, onOpenSource, accent }: MessageBubbleProps) {
  const t = useVisitorCopy().copy.list;
  const mine = message.sender === 'user';
  const themed = mine && accent;
  return (
    <li
      className={cn('flex', mine ? 'justify-end' : 'justify-start')}
      data-testid={mine ? 'user-message' : message.sender === 'team' ? 'team-message' : 'agent-message'}
    >
      <article
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-3 shadow-sm',
          themed ? '' : mine ? 'bg-brand-600 text-white' : 'border border-slate-200 bg-white text-slate-900',
        )}
        style={themed ? { backgroundColor: accent.background, color: accent.text } : undefined}
      >
        <header className={cn('mb-1 flex items-center gap-2 text-xs', themed ? '' : mine ? 'text-white/90' : 'text-slate-600')}>
          <span className="font-semibold">{mine ? t.you : message.sender === 'team' ? t.team(message.authorName) : t.agent}</span>
          <time dateTime={message.createdAt}>{formatLocalDateTimeIt(message.createdAt)}</time>
        </header>
        {/* What a visitor or a member types is shown as text, never as HTML or Markdown (issue 30). */}
        {mine || message.sender === 'team' ? (
          <p className="whitespace-pre-wrap break-words text-sm">{message.text}</p>
        ) : (
          <MarkdownAnswer text={message.text} />
        )}
        {message.attachmentName ? (
          <p className={cn('mt-2 flex items-center gap-1 text-xs', themed ? '' : mine ? 'text-white/90' : 'text-slate-600')}>
            <Paperclip className="h-3 w-3" aria-hidden="true" />
            {t.attachment(message.attachmentName)}
          </p>
        ) : null}
        {!mine && message.sources.length > 0 ? (
          <div className="mt-3 border-t border-slate-100 pt-2" data-testid="message-sources">
            <p className="text-xs font-semibold text-slate-700">{t.sources}</p>
            <ul className="mt-1 flex flex-wrap gap-2">
              {message.sources.map((s, i) => {
                // 'pag. 2' for a page, 'paragrafo 4' or '12:30–13:10' otherwise.
                const where = s.kind === 'memory' || s.kind === 'business_card' ? null : s.page ? t.page(s.page) : passageLocationLabel(s);
                const content = (
                  <>
                    {s.kind === 'memory' || s.kind === 'business_card' ? (
                      <BookmarkCheck className="h-3 w-3" aria-hidden="true" />
                    ) : (
                      <FileText className="h-3 w-3" aria-hidden="true" />
                    )}
                    {s.file}
                    {where ? ` · ${where}` : ''}
                  </>
                );
                return (
                  <li key={`${s.documentId}:${s.chunkId ?? s.page ?? ''}:${i}`}>
                    {s.url ? (
                      // A website page cited to a visitor (issue 44): the source opens the original page.
                      <a
                        href={s.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={t.openPage(s.file)}
                        className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-left text-xs text-brand-800 underline hover:bg-slate-200 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
                      >
                        {content}
                      </a>
                    ) : s.chunkId && onOpenSource ? (
                      <button
                        type="button"
                        onClick={() => onOpenSource(s)}
                        aria-label={t.openSource(sourceLabel(s))}
                        className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-left text-xs text-brand-800 hover:bg-slate-200 hover:underline focus:outline-none focus:ring-2 focus:ring-brand-600/30"
                      >
                        {content}
                      </button>
                    ) : (
                      <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-800">
                        {content}
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        ) : null}
        {!mine && onRate ? (
          <div className="mt-2 flex gap-1">
            <RateButton label={t.rateUp} active={message.rating === 1} onClick={() => onRate(message.rating === 1 ? null : 1)}>
              <ThumbsUp className="h-4 w-4" aria-hidden="true" />
            </RateButton>
            <RateButton label={t.rateDown} active={message.rating === -1} onClick={() => onRate(message.rating === -1 ? null : -1)}>
              <ThumbsDown className="h-4 w-4" aria-hidden="true" />
            </RateButton>
          </div>
        ) : null}
      </article>
    </li>
  );
}

function RateButton({
  label,
  active,
  onClick,
  children,
}: {
  label: string;
  active: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active}
      onClick={onClick}
      className={cn(
        'rounded p-1.5 transition-colors',
        active ? 'bg-brand-100 text-brand-700' : 'text-slate-500 hover:bg-slate-100 hover:text-slate-800',
      )}
    >
      {children}
    </button>
  );
}

import { useEffect, useRef } from 'react';
import type { ChatSource } from '@app/shared/api/chat';
import { sourceLabel } from '@app/shared/source-labels';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { chatText } from '@app/shared/i18n/chat';
import { useVisitorCopy } from '../visitor-copy';
import { errorMessage } from '../../../lib/api-client';
import { passagePageUrl, usePassage } from '../api/get-passage';
import { usePublicPassage } from '../api/get-public-passage';

interface SourceViewerProps {
  agentId: string;
  /** A public visitor sees the cited passage alone; a member sees it in its context, with the PDF page. */
  visitorId?: string;
  source: ChatSource | null;
  onClose: () => void;
}

/** The passage a source cites, highlighted (issue 16). */
export function SourceViewer({ agentId, visitorId, source, onClose }: SourceViewerProps) {
  const t = useVisitorCopy().copy.viewer;
  const open = Boolean(source?.chunkId);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={source ? sourceLabel(source) : t.title} wide>
      {source?.chunkId ? (
        visitorId ? (
          <PublicPassageView agentId={agentId} chunkId={source.chunkId} visitorId={visitorId} />
        ) : (
          <MemberPassageView agentId={agentId} chunkId={source.chunkId} />
        )
      ) : null}
    </Dialog>
  );
}

function MemberPassageView({ agentId, chunkId }: { agentId: string; chunkId: string }) {
  const t = chatText.viewer;
  const passage = usePassage(agentId, chunkId, { enabled: true });
  const mark = useRef<HTMLElement>(null);
  useEffect(() => {
    mark.current?.scrollIntoView?.({ block: 'center' });
  }, [passage.data]);
  if (passage.isPending) return <Loading />;
  if (passage.isError)
    return (
      <p role="alert" className="text-sm text-red-800">
        {t.error(errorMessage(passage.error))}
      </p>
    );
  const p = passage.data;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {p.sourceUrl ? (
        // A website page (issue 29): the original page, where the visitor reads it.
        <p className="md:col-span-2">
          <a
            href={p.sourceUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="break-all text-sm font-medium text-brand-700 underline"
            data-testid="source-url"
          >
            {t.openOriginal(p.sourceUrl)}
          </a>
        </p>
      ) : null}
      {/* Focusable: a long page's context scrolls, and a keyboard must reach it (axe scrollable-region-focusable). */}
      <section aria-label={t.contextLabel} tabIndex={0} className="max-h-80 overflow-y-auto rounded-md border border-slate-200 p-3">
        <p className="whitespace-pre-wrap break-words text-sm leading-relaxed text-slate-700" data-testid="passage-context">
          {p.before ? `…${p.before}` : ''}
          <mark ref={mark} className="rounded bg-amber-100 px-1 text-slate-900" data-testid="cited-passage">
            {p.text}
          </mark>
          {p.after ? `${p.after}…` : ''}
        </p>
      </section>
      {p.pdfPage ? (
        <figure className="min-w-0">
          <img
            src={passagePageUrl(agentId, p.documentId, p.pdfPage)}
            alt={t.pageAlt(p.pdfPage, p.file)}
            className="w-full rounded-md border border-slate-200"
            data-testid="cited-page"
          />
          <figcaption className="mt-1 text-xs text-slate-600">{t.pageCaption(p.pdfPage)}</figcaption>
        </figure>
      ) : null}
    </div>
  );
}

function PublicPassageView({ agentId, chunkId, visitorId }: { agentId: string; chunkId: string; visitorId: string }) {
  const t = useVisitorCopy().copy.viewer;
  const passage = usePublicPassage(agentId, chunkId, visitorId, { enabled: true });
  if (passage.isPending) return <Loading />;
  if (passage.isError)
    return (
      <p role="alert" className="text-sm text-red-800">
        {t.error(errorMessage(passage.error))}
      </p>
    );
  return (
    <div>
      <blockquote className="whitespace-pre-wrap break-words rounded-md border-l-4 border-amber-300 bg-amber-50 p-3 text-sm text-slate-900">
        <mark className="rounded bg-amber-100 px-1 text-slate-900" data-testid="cited-passage">
          {passage.data.text}
        </mark>
      </blockquote>
      <p className="mt-2 text-xs text-slate-600">{t.publicNote}</p>
    </div>
  );
}

function Loading() {
  return <Spinner label={useVisitorCopy().copy.viewer.loading} />;
}

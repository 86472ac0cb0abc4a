import type { AgentDocument, DocumentText } from '@app/shared/api/knowledge';
import { passageLocationLabel } from '@app/shared/source-labels';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { knowledgeText } from '@app/shared/i18n/knowledge';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentText } from '../api/get-document-text';

/** The document's text as the agent knows it, in sections by page, paragraph or time range (issue 16). */
export function DocumentTextDialog({ agentId, document, onClose }: { agentId: string; document: AgentDocument; onClose: () => void }) {
  const t = knowledgeText.text;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t.title(document.fileName)} description={t.description} wide>
      <DocumentTextBody agentId={agentId} documentId={document.id} />
    </Dialog>
  );
}

function DocumentTextBody({ agentId, documentId }: { agentId: string; documentId: string }) {
  const t = knowledgeText.text;
  const text = useDocumentText(agentId, documentId);
  if (text.isPending) return <Spinner label={t.loading} />;
  if (text.isError)
    return (
      <p role="alert" className="text-sm text-red-800">
        {t.error(errorMessage(text.error))}
      </p>
    );
  const { document } = text.data;
  return (
    <div>
      {document.ocrPages ? <p className="mb-3 text-sm text-slate-700">{t.ocrNote(document.ocrPages)}</p> : null}
      <div className="max-h-80 space-y-3 overflow-y-auto rounded-md border border-slate-200 p-3" data-testid="document-text">
        {sections(text.data).map((section) => (
          <section key={section.start} aria-label={section.label ?? undefined}>
            {section.label ? <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-600">{section.label}</h3> : null}
            <p className="whitespace-pre-wrap break-words text-sm leading-relaxed text-slate-800">{section.text}</p>
          </section>
        ))}
      </div>
    </div>
  );
}

/**
 * The text cut where its place changes (a new page, paragraph or time range of a passage), each piece under its
 * label; a document without passages is one piece.
 */
function sections({ text, passages }: DocumentText): { start: number; label: string | null; text: string }[] {
  const starts: { start: number; label: string | null }[] = [];
  for (const passage of [...passages].sort((a, b) => a.start - b.start)) {
    const label = passageLocationLabel(passage);
    const previous = starts.at(-1);
    if (previous && (passage.start <= previous.start || label === previous.label)) continue;
    starts.push({ start: previous ? passage.start : 0, label });
  }
  if (starts.length === 0) return [{ start: 0, label: null, text }];
  return starts.map((s, i) => ({ ...s, text: text.slice(s.start, starts[i + 1]?.start ?? text.length).trim() }));
}

import type { KnowledgeSourceType } from '@app/shared/api/knowledge';
import { KNOWLEDGE_SOURCE_LABELS } from '@app/shared/i18n/knowledge-written';

/** The kind of a piece of knowledge ('Testo', 'Domande e risposte'…), beside its name in the lists. */
export function SourceKindBadge({ kind }: { kind: KnowledgeSourceType }) {
  return (
    <span className="inline-flex items-center rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800 ring-1 ring-slate-300">
      {KNOWLEDGE_SOURCE_LABELS[kind]}
    </span>
  );
}

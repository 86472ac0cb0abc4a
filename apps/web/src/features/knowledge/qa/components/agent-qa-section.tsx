import { useState } from 'react';
import { MessagesSquare } from 'lucide-react';
import type { QaPair, QaPairValues } from '@app/shared/api/knowledge-qa';
import { qaText } from '@app/shared/i18n/knowledge-written';
import { useQaPairs } from '../api/get-qa-pairs';
import { useCreateQaPair } from '../api/create-qa-pair';
import { useUpdateQaPair } from '../api/update-qa-pair';
import { useDeleteQaPair } from '../api/delete-qa-pair';
import { useLiveDocuments } from '../../use-live-documents';
import { SourceSection } from '../../components/source-section';
import { AddSourceButton, WrittenSourceRow, writtenSourceSaver } from '../../components/written-source-row';
import { QaPairFormDialog } from './qa-pair-form-dialog';

/** 'Domande e risposte' of the agent's knowledge (issue 29): exact answers to the questions customers ask. */
export function AgentQaSection({ agentId }: { agentId: string }) {
  const t = qaText;
  const pairs = useQaPairs(agentId);
  const create = useCreateQaPair();
  const update = useUpdateQaPair(agentId);
  const remove = useDeleteQaPair(agentId);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<QaPair | null>(null);
  useLiveDocuments(agentId);

  const save = writtenSourceSaver<QaPairValues>(
    t,
    (input, pairId) => (pairId ? update.mutateAsync({ pairId, input }) : create.mutateAsync({ agentId, input })),
    () => {
      setAdding(false);
      setEditing(null);
    },
  );

  return (
    <SourceSection
      text={t}
      query={pairs}
      items={pairs.data?.pairs}
      nameOf={(pair) => pair.question}
      tools={<AddSourceButton label={t.add} onClick={() => setAdding(true)} />}
      remove={remove}
      renderItem={(pair, deleteButton) => (
        <WrittenSourceRow
          key={pair.id}
          rowData={{ 'data-qa-id': pair.id }}
          icon={MessagesSquare}
          name={pair.question}
          kind="qa"
          edit={t.edit}
          editLabel={t.editLabel(pair.question)}
          onEdit={() => setEditing(pair)}
          deleteButton={deleteButton}
        >
          <p className="line-clamp-2 whitespace-pre-line break-words text-slate-700">{pair.answer}</p>
          {pair.variants.length ? <p className="text-slate-600">{t.variants(pair.variants.length)}</p> : null}
        </WrittenSourceRow>
      )}
    >
      <QaPairFormDialog open={adding} onOpenChange={setAdding} title={t.formTitleNew} onSave={(input) => save(input, null)} />
      <QaPairFormDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        title={t.formTitleEdit}
        initial={
          editing
            ? {
                question: editing.question,
                variants: editing.variants.join('\n'),
                answer: editing.answer,
                translations: editing.translations,
              }
            : undefined
        }
        onSave={(input) => save(input, editing?.id ?? null)}
      />
    </SourceSection>
  );
}

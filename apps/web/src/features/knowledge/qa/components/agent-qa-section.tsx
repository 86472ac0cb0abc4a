import { useState } from 'react';
import { MessagesSquare, Pencil, Plus, Trash2 } from 'lucide-react';
import { toast } from '../../../../lib/notify';
import type { QaPair, QaPairValues } from '@app/shared/api/knowledge-qa';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { RowsSkeleton } from '../../../../components/ui/skeleton';
import { qaText } from '@app/shared/i18n/knowledge-written';
import { errorMessage } from '../../../../lib/api-client';
import { useQaPairs } from '../api/get-qa-pairs';
import { useCreateQaPair } from '../api/create-qa-pair';
import { useUpdateQaPair } from '../api/update-qa-pair';
import { useDeleteQaPair } from '../api/delete-qa-pair';
import { useLiveDocuments } from '../../use-live-documents';
import { SourceKindBadge } from '../../components/source-kind-badge';
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
  const [deleting, setDeleting] = useState<QaPair | null>(null);
  useLiveDocuments(agentId);

  const save = async (input: QaPairValues, pairId: string | null) => {
    try {
      if (pairId) await update.mutateAsync({ pairId, input });
      else await create.mutateAsync({ agentId, input });
    } catch (err) {
      toast.error(t.saveError(errorMessage(err)));
      throw err;
    }
    toast.success(pairId ? t.updated : t.created);
    setAdding(false);
    setEditing(null);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <Button onClick={() => setAdding(true)}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t.add}
        </Button>
        {pairs.isLoading ? (
          <RowsSkeleton />
        ) : pairs.error ? (
          <p role="alert" className="text-red-800">
            {t.loadError(errorMessage(pairs.error))}
          </p>
        ) : !pairs.data?.pairs.length ? (
          <p className="text-slate-700">{t.empty}</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-md border border-slate-200" aria-label={t.listLabel}>
            {pairs.data.pairs.map((pair) => (
              <li
                key={pair.id}
                className="flex flex-col gap-2 px-3 py-3 text-sm sm:flex-row sm:items-start sm:justify-between"
                data-qa-id={pair.id}
              >
                <div className="flex min-w-0 items-start gap-2">
                  <MessagesSquare className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2">
                      <span className="break-words font-medium text-slate-900">{pair.question}</span>
                      <SourceKindBadge kind="qa" />
                    </p>
                    <p className="line-clamp-2 whitespace-pre-line break-words text-slate-700">{pair.answer}</p>
                    {pair.variants.length ? <p className="text-slate-600">{t.variants(pair.variants.length)}</p> : null}
                  </div>
                </div>
                <div className="flex shrink-0 gap-2 pl-6 sm:pl-0">
                  <Button variant="outline" size="sm" aria-label={t.editLabel(pair.question)} onClick={() => setEditing(pair)}>
                    <Pencil className="h-4 w-4" aria-hidden="true" />
                    {t.edit}
                  </Button>
                  <Button variant="ghost" size="sm" aria-label={t.deleteLabel(pair.question)} onClick={() => setDeleting(pair)}>
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <QaPairFormDialog open={adding} onOpenChange={setAdding} title={t.formTitleNew} onSave={(input) => save(input, null)} />
      <QaPairFormDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        title={t.formTitleEdit}
        initial={editing ? { question: editing.question, variants: editing.variants.join('\n'), answer: editing.answer } : undefined}
        onSave={(input) => save(input, editing?.id ?? null)}
      />
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t.deleteTitle}
        description={deleting ? t.deleteDescription(deleting.question) : undefined}
      >
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => setDeleting(null)}>
            {t.cancel}
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() =>
              deleting &&
              remove.mutate(deleting.id, {
                onSuccess: () => {
                  toast.success(t.deleted);
                  setDeleting(null);
                },
                onError: (err) => toast.error(t.deleteError(errorMessage(err))),
              })
            }
          >
            {t.deleteConfirm}
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}

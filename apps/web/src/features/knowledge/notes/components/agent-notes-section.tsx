import { useState } from 'react';
import { NotebookPen, Pencil, Plus, Trash2 } from 'lucide-react';
import { toast } from '../../../../lib/notify';
import type { NoteInput, NoteSummary } from '@app/shared/api/knowledge-notes';
import { formatBytes, formatDateIt } from '@app/shared/format';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { RowsSkeleton } from '../../../../components/ui/skeleton';
import { notesText } from '@app/shared/i18n/knowledge-written';
import { errorMessage } from '../../../../lib/api-client';
import { useNotes } from '../api/get-notes';
import { useNote } from '../api/get-note';
import { useCreateNote } from '../api/create-note';
import { useUpdateNote } from '../api/update-note';
import { useDeleteNote } from '../api/delete-note';
import { useLiveDocuments } from '../../use-live-documents';
import { SourceKindBadge } from '../../components/source-kind-badge';
import { NoteFormDialog } from './note-form-dialog';

/** 'Testo' of the agent's knowledge (issue 29): notes written in the app, added, edited (indexed again) and deleted. */
export function AgentNotesSection({ agentId }: { agentId: string }) {
  const t = notesText;
  const notes = useNotes(agentId);
  const create = useCreateNote();
  const update = useUpdateNote(agentId);
  const remove = useDeleteNote(agentId);
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<NoteSummary | null>(null);
  const editing = useNote(agentId, editingId);
  useLiveDocuments(agentId);

  const save = async (input: NoteInput, noteId: string | null) => {
    try {
      if (noteId) await update.mutateAsync({ noteId, input });
      else await create.mutateAsync({ agentId, input });
    } catch (err) {
      toast.error(t.saveError(errorMessage(err)));
      throw err;
    }
    toast.success(noteId ? t.updated : t.created);
    setAdding(false);
    setEditingId(null);
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
        {notes.isLoading ? (
          <RowsSkeleton />
        ) : notes.error ? (
          <p role="alert" className="text-red-800">
            {t.loadError(errorMessage(notes.error))}
          </p>
        ) : !notes.data?.notes.length ? (
          <p className="text-slate-700">{t.empty}</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-md border border-slate-200" aria-label={t.listLabel}>
            {notes.data.notes.map((note) => (
              <li
                key={note.id}
                className="flex flex-col gap-2 px-3 py-3 text-sm sm:flex-row sm:items-start sm:justify-between"
                data-note-id={note.id}
              >
                <div className="flex min-w-0 items-start gap-2">
                  <NotebookPen className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2">
                      <span className="break-words font-medium text-slate-900">{note.title}</span>
                      <SourceKindBadge kind="note" />
                    </p>
                    <p className="line-clamp-2 break-words text-slate-700">{note.excerpt}</p>
                    <p className="text-slate-600">
                      {formatBytes(note.sizeBytes)} · {formatDateIt(note.updatedAt ?? note.createdAt)}
                    </p>
                    {note.error ? <p className="mt-1 text-red-800">{note.error}</p> : null}
                  </div>
                </div>
                <div className="flex shrink-0 gap-2 pl-6 sm:pl-0">
                  <Button variant="outline" size="sm" aria-label={t.editLabel(note.title)} onClick={() => setEditingId(note.id)}>
                    <Pencil className="h-4 w-4" aria-hidden="true" />
                    {t.edit}
                  </Button>
                  <Button variant="ghost" size="sm" aria-label={t.deleteLabel(note.title)} onClick={() => setDeleting(note)}>
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <NoteFormDialog open={adding} onOpenChange={setAdding} editing={false} onSave={(input) => save(input, null)} />
      <NoteFormDialog
        open={editingId !== null && editing.data !== undefined}
        onOpenChange={(open) => {
          if (!open) setEditingId(null);
        }}
        editing
        initial={editing.data ? { title: editing.data.title, text: editing.data.text } : undefined}
        onSave={(input) => save(input, editingId)}
      />
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t.deleteTitle}
        description={deleting ? t.deleteDescription(deleting.title) : undefined}
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

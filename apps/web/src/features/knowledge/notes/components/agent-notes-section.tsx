import { useState } from 'react';
import { NotebookPen } from 'lucide-react';
import type { NoteInput } from '@app/shared/api/knowledge-notes';
import { formatBytes, formatDateIt } from '@app/shared/format';
import { notesText } from '@app/shared/i18n/knowledge-written';
import { useNotes } from '../api/get-notes';
import { useNote } from '../api/get-note';
import { useCreateNote } from '../api/create-note';
import { useUpdateNote } from '../api/update-note';
import { useDeleteNote } from '../api/delete-note';
import { useLiveDocuments } from '../../use-live-documents';
import { SourceSection } from '../../components/source-section';
import { AddSourceButton, WrittenSourceRow, writtenSourceSaver } from '../../components/written-source-row';
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
  const editing = useNote(agentId, editingId);
  useLiveDocuments(agentId);

  const save = writtenSourceSaver<NoteInput>(
    t,
    (input, noteId) => (noteId ? update.mutateAsync({ noteId, input }) : create.mutateAsync({ agentId, input })),
    () => {
      setAdding(false);
      setEditingId(null);
    },
  );

  return (
    <SourceSection
      text={t}
      query={notes}
      items={notes.data?.notes}
      nameOf={(note) => note.title}
      tools={<AddSourceButton label={t.add} onClick={() => setAdding(true)} />}
      remove={remove}
      renderItem={(note, deleteButton) => (
        <WrittenSourceRow
          key={note.id}
          rowData={{ 'data-note-id': note.id }}
          icon={NotebookPen}
          name={note.title}
          kind="note"
          edit={t.edit}
          editLabel={t.editLabel(note.title)}
          onEdit={() => setEditingId(note.id)}
          deleteButton={deleteButton}
        >
          <p className="line-clamp-2 break-words text-slate-700">{note.excerpt}</p>
          <p className="text-slate-600">
            {formatBytes(note.sizeBytes)} · {formatDateIt(note.updatedAt ?? note.createdAt)}
          </p>
          {note.error ? <p className="mt-1 text-red-800">{note.error}</p> : null}
        </WrittenSourceRow>
      )}
    >
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
    </SourceSection>
  );
}

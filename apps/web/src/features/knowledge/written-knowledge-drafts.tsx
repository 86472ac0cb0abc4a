import { useState, type ReactNode } from 'react';
import { MessagesSquare, NotebookPen, Plus, X } from 'lucide-react';
import type { NoteInput } from '@app/shared/api/knowledge-notes';
import type { QaPairValues } from '@app/shared/api/knowledge-qa';
import { Button } from '../../components/ui/button';
import { notesText, qaText } from '@app/shared/i18n/knowledge-written';
import { errorMessage } from '../../lib/api-client';
import { useCreateNote } from './notes/api/create-note';
import { useCreateQaPair } from './qa/api/create-qa-pair';
import { NoteFormDialog } from './notes/components/note-form-dialog';
import { QaPairFormDialog } from './qa/components/qa-pair-form-dialog';
import { SourceKindBadge } from './components/source-kind-badge';

type Draft =
  { key: string; kind: 'note'; input: NoteInput; error?: string } | { key: string; kind: 'qa'; input: QaPairValues; error?: string };

const nameOf = (draft: Draft) => (draft.kind === 'note' ? draft.input.title : draft.input.question);

/**
 * Notes and question-and-answer pairs written while an agent is created (issue 29): kept in the page until the agent
 * exists, then saved one by one like its files. `section` is what the creation form shows; `saveAll` stores the drafts
 * for the new agent and returns those refused, with the reason (also shown beside each).
 */
export function useWrittenKnowledgeDrafts(): {
  section: (disabled: boolean) => ReactNode;
  saveAll: (agentId: string) => Promise<{ name: string; message: string }[]>;
} {
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const [dialog, setDialog] = useState<'note' | 'qa' | null>(null);
  const createNote = useCreateNote();
  const createPair = useCreateQaPair();
  const add = (draft: Omit<Draft, 'key'>) => {
    setDrafts((all) => [...all, { ...draft, key: `${Date.now()}-${Math.random().toString(36).slice(2)}` } as Draft]);
    setDialog(null);
  };

  const saveAll = async (agentId: string) => {
    const failed: { name: string; message: string }[] = [];
    for (const draft of drafts) {
      try {
        if (draft.kind === 'note') await createNote.mutateAsync({ agentId, input: draft.input });
        else await createPair.mutateAsync({ agentId, input: draft.input });
      } catch (err) {
        failed.push({ name: nameOf(draft), message: errorMessage(err) });
        setDrafts((all) => all.map((d) => (d.key === draft.key ? { ...d, error: errorMessage(err) } : d)));
      }
    }
    return failed;
  };

  const section = (disabled: boolean) => (
    <div className="space-y-3">
      <p className="text-sm font-medium text-slate-800">{notesText.creationHeading}</p>
      <p className="text-xs text-slate-600">{notesText.creationHint}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" disabled={disabled} onClick={() => setDialog('note')}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {notesText.add}
        </Button>
        <Button type="button" variant="outline" disabled={disabled} onClick={() => setDialog('qa')}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {qaText.add}
        </Button>
      </div>
      {drafts.length ? (
        <ul
          className="divide-y divide-slate-200 rounded-md border border-slate-200"
          aria-label={`${notesText.draftsLabel}, ${qaText.draftsLabel}`}
        >
          {drafts.map((draft) => (
            <li key={draft.key} className="flex items-start justify-between gap-3 px-3 py-2 text-sm">
              <div className="flex min-w-0 items-start gap-2">
                {draft.kind === 'note' ? (
                  <NotebookPen className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
                ) : (
                  <MessagesSquare className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
                )}
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="break-words font-medium text-slate-900">{nameOf(draft)}</span>
                    <SourceKindBadge kind={draft.kind} />
                  </p>
                  {draft.error ? <p className="text-red-700">{draft.error}</p> : null}
                </div>
              </div>
              {!disabled ? (
                <button
                  type="button"
                  className="rounded p-1 text-slate-600 hover:bg-slate-100"
                  aria-label={draft.kind === 'note' ? notesText.remove(nameOf(draft)) : qaText.remove(nameOf(draft))}
                  onClick={() => setDrafts((all) => all.filter((d) => d.key !== draft.key))}
                >
                  <X className="h-4 w-4" aria-hidden="true" />
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <NoteFormDialog
        open={dialog === 'note'}
        onOpenChange={(open) => setDialog(open ? 'note' : null)}
        editing={false}
        onSave={async (input) => add({ kind: 'note', input })}
      />
      <QaPairFormDialog
        open={dialog === 'qa'}
        onOpenChange={(open) => setDialog(open ? 'qa' : null)}
        title={qaText.formTitleNew}
        onSave={async (input) => add({ kind: 'qa', input })}
      />
    </div>
  );

  return { section, saveAll };
}

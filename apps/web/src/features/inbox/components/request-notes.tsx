import { useState } from 'react';
import type { HandoffNote } from '@app/shared/api/handoff';
import { noteBodySchema } from '@app/shared/api/handoff';
import { formatDateTimeIt } from '@app/shared/format';
import { inboxText } from '@app/shared/i18n/inbox';
import { toast } from '../../../lib/notify';
import { errorMessage } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/input';
import { useAddNote } from '../api/add-note';

/** A request's internal notes (issue 47): the team's only, never sent to the visitor. */
export function RequestNotes({ requestId, notes }: { requestId: string; notes: HandoffNote[] }) {
  const t = inboxText.detail;
  const add = useAddNote(requestId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = noteBodySchema.safeParse({ text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    try {
      await add.mutateAsync(parsed.data.text);
      setText('');
      toast.success(t.noteAdded);
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <section aria-labelledby="notes-title" className="space-y-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm">
      <div>
        <h2 id="notes-title" className="font-semibold text-slate-900">
          {t.notes}
        </h2>
        <p className="text-xs text-slate-700">{t.notesHint}</p>
      </div>
      {notes.length ? (
        <ol className="space-y-2" aria-label={t.notes} data-testid="request-notes">
          {notes.map((n) => (
            <li key={n.id} className="rounded-md border border-amber-200 bg-white p-2">
              <p className="mb-1 flex flex-wrap gap-2 text-xs text-slate-600">
                <span className="font-semibold">{t.noteBy(n.author?.name)}</span>
                <time dateTime={n.createdAt}>{formatDateTimeIt(n.createdAt)}</time>
              </p>
              <p className="whitespace-pre-wrap break-words text-slate-900">{n.text}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-slate-700">{t.noNotes}</p>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-2">
        <label htmlFor="note-text" className="block font-medium text-slate-800">
          {t.note}
        </label>
        <Textarea
          id="note-text"
          rows={2}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'note-error' : undefined}
        />
        {error ? (
          <p id="note-error" role="alert" className="text-red-700">
            {error}
          </p>
        ) : null}
        <Button type="submit" size="sm" variant="outline" disabled={add.isPending}>
          {t.addNote}
        </Button>
      </form>
    </section>
  );
}

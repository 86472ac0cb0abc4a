import type { ReactNode } from 'react';
import { Pencil, Plus, type LucideIcon } from 'lucide-react';
import type { KnowledgeSourceType } from '@app/shared/api/knowledge';
import { toast } from '../../../lib/notify';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { SourceKindBadge } from './source-kind-badge';

/** 'Aggiungi …' above a list of written sources. */
export function AddSourceButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button onClick={onClick}>
      <Plus className="h-4 w-4" aria-hidden="true" />
      {label}
    </Button>
  );
}

/**
 * A row of knowledge written in the app (a note, a question and its answer): its icon, name and kind, what the kind
 * shows under it (`children`), 'Modifica' and the delete button of the section.
 */
export function WrittenSourceRow({
  rowData,
  icon: Icon,
  name,
  kind,
  edit,
  editLabel,
  onEdit,
  deleteButton,
  children,
}: {
  /** The row's data attribute (data-note-id, data-qa-id) that pages and tests find it by. */
  rowData: Record<`data-${string}`, string>;
  icon: LucideIcon;
  name: string;
  kind: KnowledgeSourceType;
  edit: string;
  editLabel: string;
  onEdit: () => void;
  deleteButton: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-2 px-3 py-3 text-sm sm:flex-row sm:items-start sm:justify-between" {...rowData}>
      <div className="flex min-w-0 items-start gap-2">
        <Icon className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span className="break-words font-medium text-slate-900">{name}</span>
            <SourceKindBadge kind={kind} />
          </p>
          {children}
        </div>
      </div>
      <div className="flex shrink-0 gap-2 pl-6 sm:pl-0">
        <Button variant="outline" size="sm" aria-label={editLabel} onClick={onEdit}>
          <Pencil className="h-4 w-4" aria-hidden="true" />
          {edit}
        </Button>
        {deleteButton}
      </div>
    </li>
  );
}

/**
 * Saves a written source, new (`id` null) or edited, with the kind's toasts; a refusal is said in a toast and thrown
 * again, so the form shows its field errors and stays open.
 */
export function writtenSourceSaver<Input>(
  text: { saveError: (message: string) => string; created: string; updated: string },
  store: (input: Input, id: string | null) => Promise<unknown>,
  onSaved: () => void,
) {
  return async (input: Input, id: string | null) => {
    try {
      await store(input, id);
    } catch (err) {
      toast.error(text.saveError(errorMessage(err)));
      throw err;
    }
    toast.success(id ? text.updated : text.created);
    onSaved();
  };
}

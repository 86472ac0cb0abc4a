import { useState, type ReactNode } from 'react';
import { Trash2 } from 'lucide-react';
import { toast } from '../../../lib/notify';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { RowsSkeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';

/** The words every source section says, from its kind's catalogue. */
export interface SourceSectionText {
  title: string;
  description: string;
  empty: string;
  listLabel: string;
  loadError: (message: string) => string;
  deleted: string;
  deleteLabel: (name: string) => string;
  deleteTitle: string;
  deleteDescription: (name: string) => string;
  deleteConfirm: string;
  deleteError: (message: string) => string;
  /** The delete dialog's way out. */
  cancel: string;
}

/** A deletion as the kind's mutation hook offers it. */
export interface SourceRemoval {
  mutate: (id: string, options: { onSuccess: () => void; onError: (err: unknown) => void }) => void;
  isPending: boolean;
}

/**
 * One kind of knowledge in the agent's settings (issue 50, ADR 0355): documents, websites, notes, questions and
 * answers. The section owns what they share: the card, the loading, error and empty states, the list, the delete
 * button, its confirmation and toasts. The kind brings its words, its tools above the list (upload, add, limits), how
 * a row reads (`renderItem`, given the row's delete button) and its own dialogs (`children`).
 */
export function SourceSection<Item extends { id: string }>({
  text,
  query,
  items,
  nameOf,
  tools,
  renderItem,
  remove,
  children,
}: {
  text: SourceSectionText;
  query: { isLoading: boolean; error: unknown };
  items: Item[] | undefined;
  nameOf: (item: Item) => string;
  tools?: ReactNode;
  renderItem: (item: Item, deleteButton: ReactNode) => ReactNode;
  remove: SourceRemoval;
  children?: ReactNode;
}) {
  const [deleting, setDeleting] = useState<Item | null>(null);
  const onDelete = (item: Item) =>
    remove.mutate(item.id, {
      onSuccess: () => {
        toast.success(text.deleted);
        setDeleting(null);
      },
      onError: (err) => toast.error(text.deleteError(errorMessage(err))),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{text.title}</CardTitle>
        <CardDescription>{text.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {tools}
        {query.isLoading ? (
          <RowsSkeleton />
        ) : query.error ? (
          <p role="alert" className="text-red-800">
            {text.loadError(errorMessage(query.error))}
          </p>
        ) : !items?.length ? (
          <p className="text-slate-700">{text.empty}</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-md border border-slate-200" aria-label={text.listLabel}>
            {items.map((item) =>
              renderItem(
                item,
                <Button variant="ghost" size="sm" aria-label={text.deleteLabel(nameOf(item))} onClick={() => setDeleting(item)}>
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                </Button>,
              ),
            )}
          </ul>
        )}
      </CardContent>
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={text.deleteTitle}
        description={deleting ? text.deleteDescription(nameOf(deleting)) : undefined}
      >
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => setDeleting(null)}>
            {text.cancel}
          </Button>
          <Button variant="danger" disabled={remove.isPending} onClick={() => deleting && onDelete(deleting)}>
            {text.deleteConfirm}
          </Button>
        </div>
      </Dialog>
      {children}
    </Card>
  );
}

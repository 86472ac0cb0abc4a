import type { FormEvent, ReactNode } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { Dialog } from '../../../components/ui/dialog';
import { Button } from '../../../components/ui/button';
import { ApiRequestError } from '../../../lib/api-client';

/**
 * The dialog a written source is typed in (a note, a question and its answer; ADR 0355): the kind brings its fields,
 * the shell its form, its buttons and the submit kept inside it.
 */
export function SourceFormDialog({
  open,
  onOpenChange,
  title,
  onSubmit,
  submitting,
  text,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  submitting: boolean;
  text: { cancel: string; save: string; saving: string };
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} wide>
      {/* The dialog is a portal, but React bubbles its submit to a form around it (agent creation): stopped here. */}
      <form
        onSubmit={(event) => {
          event.stopPropagation();
          void onSubmit(event);
        }}
        noValidate
        className="space-y-4"
      >
        {children}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {text.cancel}
          </Button>
          <Button type="submit" disabled={submitting}>
            {submitting ? text.saving : text.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * Saves the form's values; a refusal with field errors is shown beside the named fields, any other one is left to the
 * caller (which has already said it in a toast).
 */
export async function saveWithFieldErrors<Values extends FieldValues>(
  save: () => Promise<void>,
  fields: readonly Path<Values>[],
  setError: UseFormSetError<Values>,
) {
  try {
    await save();
  } catch (err) {
    if (err instanceof ApiRequestError && err.fieldErrors) {
      for (const [field, messages] of Object.entries(err.fieldErrors)) {
        if ((fields as readonly string[]).includes(field)) setError(field as Path<Values>, { message: messages[0] });
      }
    }
  }
}

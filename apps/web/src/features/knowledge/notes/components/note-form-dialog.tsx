import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { NoteInput } from '@app/shared/api/knowledge-notes';
import { lazyFormRule, useLazyFormRule } from '../../../../lib/lazy-form-rule';
import { Dialog } from '../../../../components/ui/dialog';
import { Field } from '../../../../components/ui/field';
import { Input, Textarea } from '../../../../components/ui/input';
import { Button } from '../../../../components/ui/button';
import { notesText } from '@app/shared/i18n/knowledge-written';
import { ApiRequestError } from '../../../../lib/api-client';

const noteInputRule = lazyFormRule(() => import('@app/shared/api/knowledge-notes').then((m) => m.noteInputSchema));

/**
 * The form of a note (title and Markdown text), new or edited. `onSave` stores it (the settings) or keeps it for later
 * (agent creation); a refusal with field errors is shown beside the fields, any other one by the caller.
 */
export function NoteFormDialog({
  open,
  onOpenChange,
  initial,
  editing,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial?: NoteInput;
  editing: boolean;
  onSave: (input: NoteInput) => Promise<void>;
}) {
  const t = notesText;
  const form = useForm<NoteInput>({ resolver: useLazyFormRule(noteInputRule), defaultValues: initial ?? { title: '', text: '' } });
  const { errors, isSubmitting } = form.formState;
  const { reset } = form;
  useEffect(() => {
    if (open) reset(initial ?? { title: '', text: '' });
  }, [open, initial, reset]);
  const length = form.watch('text')?.length ?? 0;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (err) {
      if (err instanceof ApiRequestError && err.fieldErrors) {
        for (const [field, messages] of Object.entries(err.fieldErrors)) {
          if (field === 'title' || field === 'text') form.setError(field, { message: messages[0] });
        }
      }
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={editing ? t.formTitleEdit : t.formTitleNew} wide>
      {/* The dialog is a portal, but React bubbles its submit to a form around it (agent creation): stopped here. */}
      <form
        onSubmit={(event) => {
          event.stopPropagation();
          void submit(event);
        }}
        noValidate
        className="space-y-4"
      >
        <Field label={t.fieldTitle} error={errors.title?.message} required>
          <Input autoComplete="off" {...form.register('title')} />
        </Field>
        <Field label={t.fieldText} error={errors.text?.message} hint={`${t.textHint} ${t.characters(length)}.`} required>
          <Textarea rows={12} className="font-mono text-sm" {...form.register('text')} />
        </Field>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t.cancel}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t.saving : t.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

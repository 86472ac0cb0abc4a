import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { NoteInput } from '@app/shared/api/knowledge-notes';
import { lazyFormRule, useLazyFormRule } from '../../../../lib/lazy-form-rule';
import { Field } from '../../../../components/ui/field';
import { Input, Textarea } from '../../../../components/ui/input';
import { notesText } from '@app/shared/i18n/knowledge-written';
import { SourceFormDialog, saveWithFieldErrors } from '../../components/source-form-dialog';

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

  const submit = form.handleSubmit((values) => saveWithFieldErrors(() => onSave(values), ['title', 'text'], form.setError));

  return (
    <SourceFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? t.formTitleEdit : t.formTitleNew}
      onSubmit={submit}
      submitting={isSubmitting}
      text={t}
    >
      <Field label={t.fieldTitle} error={errors.title?.message} required>
        <Input autoComplete="off" {...form.register('title')} />
      </Field>
      <Field label={t.fieldText} error={errors.text?.message} hint={`${t.textHint} ${t.characters(length)}.`} required>
        <Textarea rows={12} className="font-mono text-sm" {...form.register('text')} />
      </Field>
    </SourceFormDialog>
  );
}

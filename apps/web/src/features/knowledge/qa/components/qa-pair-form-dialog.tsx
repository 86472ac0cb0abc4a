import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { QaPairForm, QaPairValues } from '@app/shared/api/knowledge-qa';
import { lazyFormRule, useLazyFormRule } from '../../../../lib/lazy-form-rule';
import { Dialog } from '../../../../components/ui/dialog';
import { Field } from '../../../../components/ui/field';
import { Input, Textarea } from '../../../../components/ui/input';
import { Button } from '../../../../components/ui/button';
import { qaText } from '@app/shared/i18n/knowledge-written';
import { ApiRequestError } from '../../../../lib/api-client';

const EMPTY: QaPairForm = { question: '', variants: '', answer: '' };

const qaPairFormRule = lazyFormRule(() => import('@app/shared/api/knowledge-qa').then((m) => m.qaPairFormSchema));

/**
 * The form of a question-and-answer pair: the question, other ways of asking it (one a line) and the exact answer.
 * `onSave` stores it (settings, analytics) or keeps it for later (agent creation).
 */
export function QaPairFormDialog({
  open,
  onOpenChange,
  initial,
  title,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial?: QaPairForm;
  title: string;
  onSave: (input: QaPairValues) => Promise<void>;
}) {
  const t = qaText;
  const form = useForm<QaPairForm, unknown, QaPairValues>({ resolver: useLazyFormRule(qaPairFormRule), defaultValues: initial ?? EMPTY });
  const { errors, isSubmitting } = form.formState;
  const { reset } = form;
  useEffect(() => {
    if (open) reset(initial ?? EMPTY);
  }, [open, initial, reset]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (err) {
      if (err instanceof ApiRequestError && err.fieldErrors) {
        for (const [field, messages] of Object.entries(err.fieldErrors)) {
          if (field === 'question' || field === 'variants' || field === 'answer') form.setError(field, { message: messages[0] });
        }
      }
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} wide>
      {/* The dialog is a portal, but React bubbles its submit to a form around it (agent creation): stopped here. */}
      <form
        onSubmit={(event) => {
          event.stopPropagation();
          void submit(event);
        }}
        noValidate
        className="space-y-4"
      >
        <Field label={t.fieldQuestion} error={errors.question?.message} required>
          <Input autoComplete="off" {...form.register('question')} />
        </Field>
        <Field label={t.fieldVariants} error={errors.variants?.message} hint={t.variantsHint}>
          <Textarea rows={3} {...form.register('variants')} />
        </Field>
        <Field label={t.fieldAnswer} error={errors.answer?.message} hint={t.answerHint} required>
          <Textarea rows={6} {...form.register('answer')} />
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

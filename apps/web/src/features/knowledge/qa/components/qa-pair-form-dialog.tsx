import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { QaPairForm, QaPairValues } from '@app/shared/api/knowledge-qa';
import { QA_TRANSLATION_LANGUAGES } from '@app/shared/visitor-language';
import { QA_TRANSLATIONS_TEXT } from '@app/shared/i18n/knowledge-qa';
import { VISITOR_LANGUAGES_TEXT } from '@app/shared/i18n/agents';
import { lazyFormRule, useLazyFormRule } from '../../../../lib/lazy-form-rule';
import { Field } from '../../../../components/ui/field';
import { Input, Textarea } from '../../../../components/ui/input';
import { qaText } from '@app/shared/i18n/knowledge-written';
import { SourceFormDialog, saveWithFieldErrors } from '../../components/source-form-dialog';

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

  const submit = form.handleSubmit((values) =>
    saveWithFieldErrors(() => onSave(values), ['question', 'variants', 'answer'], form.setError),
  );

  return (
    <SourceFormDialog open={open} onOpenChange={onOpenChange} title={title} onSubmit={submit} submitting={isSubmitting} text={t}>
      <Field label={t.fieldQuestion} error={errors.question?.message} required>
        <Input autoComplete="off" {...form.register('question')} />
      </Field>
      <Field label={t.fieldVariants} error={errors.variants?.message} hint={t.variantsHint}>
        <Textarea rows={3} {...form.register('variants')} />
      </Field>
      <Field label={t.fieldAnswer} error={errors.answer?.message} hint={t.answerHint} required>
        <Textarea rows={6} {...form.register('answer')} />
      </Field>
      {/* Issue 48: the answer in the visitors' other languages; a language left empty answers in Italian, with a note. */}
      <details className="rounded-md border border-slate-200 p-3" open={Object.values(initial?.translations ?? {}).some(Boolean)}>
        <summary className="cursor-pointer text-sm font-semibold text-slate-900">{QA_TRANSLATIONS_TEXT.title}</summary>
        <p className="mt-2 text-sm text-slate-600">{QA_TRANSLATIONS_TEXT.description}</p>
        <div className="mt-3 space-y-3">
          {QA_TRANSLATION_LANGUAGES.map((language) => (
            <Field
              key={language}
              label={QA_TRANSLATIONS_TEXT.label(VISITOR_LANGUAGES_TEXT.names[language].toLowerCase())}
              error={errors.translations?.[language]?.message}
            >
              <Textarea rows={3} lang={language} {...form.register(`translations.${language}`)} />
            </Field>
          ))}
        </div>
      </details>
    </SourceFormDialog>
  );
}

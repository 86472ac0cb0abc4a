import { useForm } from 'react-hook-form';
import type { VisitorContact } from '@app/shared/api/handoff';
import { lazyFormRule, useLazyFormRule } from '../../../lib/lazy-form-rule';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { visitorCopy } from '@app/shared/i18n/visitor/index';
import { useVisitorCopy } from '../visitor-copy';
import { errorMessage } from '../../../lib/api-client';

interface HandoffFormProps {
  intro: string;
  submitLabel: string;
  onSubmit: (contact: { name: string; email: string; phone?: string; consent: true }) => Promise<unknown>;
  onCancel?: () => void;
  /** The contact this visitor already left (before the chat), to send again with one click. */
  defaults?: { name: string; email: string; phone?: string };
}

/** The shared schema speaks Italian: its field errors, matched, are said in the visitor's language (issue 48). */
const ITALIAN_FIELD_ERRORS = Object.entries(visitorCopy('it').formErrors) as [keyof ReturnType<typeof visitorCopy>['formErrors'], string][];

const visitorContactRule = lazyFormRule(() => import('@app/shared/api/handoff').then((m) => m.visitorContactSchema));

/** The visitor's contact (name, e-mail, optional phone) and consent, linked to /privacy; Italian errors from the shared schema. */
export function HandoffForm({ intro, submitLabel, onSubmit, onCancel, defaults }: HandoffFormProps) {
  const { copy } = useVisitorCopy();
  const t = copy.handoff;
  const said = (message: string | undefined) =>
    message === undefined ? undefined : (ITALIAN_FIELD_ERRORS.find(([, italian]) => italian === message)?.[0] ?? null);
  const inLanguage = (message: string | undefined) => {
    const key = said(message);
    return key ? copy.formErrors[key] : message;
  };
  const form = useForm<VisitorContact>({
    resolver: useLazyFormRule(visitorContactRule) as never,
    defaultValues: { name: defaults?.name ?? '', email: defaults?.email ?? '', phone: defaults?.phone ?? '', consent: false as never },
  });
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      aria-label={t.formTitle}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
      onSubmit={form.handleSubmit(async (values) => {
        try {
          await onSubmit({ name: values.name, email: values.email, phone: values.phone || undefined, consent: true });
        } catch (err) {
          form.setError('root', { message: errorMessage(err) });
        }
      })}
    >
      <h2 className="text-base font-semibold text-slate-900">{t.formTitle}</h2>
      <p className="text-sm text-slate-700">{intro}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t.name} error={inLanguage(errors.name?.message)} required>
          <Input autoComplete="name" {...form.register('name')} />
        </Field>
        <Field label={t.email} error={inLanguage(errors.email?.message)} required>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </Field>
        <Field label={t.phone} error={inLanguage(errors.phone?.message)}>
          <Input type="tel" autoComplete="tel" {...form.register('phone')} />
        </Field>
      </div>
      <div>
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-1 h-4 w-4"
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? 'handoff-consent-error' : undefined}
            {...form.register('consent')}
          />
          <span>
            {t.consentBefore}
            <a href="/privacy" target="_blank" rel="noreferrer" className="font-medium text-brand-800 underline">
              {t.consentLink}
            </a>
            .
          </span>
        </label>
        {errors.consent ? (
          <p id="handoff-consent-error" role="alert" className="mt-1 text-sm text-red-700">
            {inLanguage(errors.consent.message)}
          </p>
        ) : null}
      </div>
      {errors.root ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.root.message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t.sending : submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            {t.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

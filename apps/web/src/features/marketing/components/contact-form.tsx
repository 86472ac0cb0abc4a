import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/notify';
import type { z } from 'zod';
import type { contactSchema } from '@app/shared/api/auth';
import { lazyFormRule, useLazyFormRule } from '../../../lib/lazy-form-rule';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { Button } from '../../../components/ui/button';
import { marketingText } from '@app/shared/i18n/marketing';
import { errorMessage } from '../../../lib/api-client';
import { useSendContactMessage } from '../api/send-contact-message';

type ContactValues = z.input<typeof contactSchema>;

const contactRule = lazyFormRule(() => import('@app/shared/api/auth').then((m) => m.contactSchema));

/** Sends a message to the platform operator (D11); used by /contact-us and /contact-support. */
export function ContactForm({ defaults }: { defaults?: Partial<ContactValues> }) {
  const t = marketingText.contact;
  const { mutateAsync: sendContactMessage } = useSendContactMessage();
  const [sent, setSent] = useState(false);
  const form = useForm<ContactValues>({
    resolver: useLazyFormRule(contactRule),
    defaultValues: { name: '', email: '', company: '', message: '', ...defaults },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await sendContactMessage(values);
      // The green panel replacing the form says it, once.
      setSent(true);
    } catch (err) {
      toast.error(t.error(errorMessage(err)));
    }
  });

  if (sent)
    return (
      <p role="status" className="rounded-md bg-green-50 p-4 text-green-800">
        {t.sent}
      </p>
    );
  return (
    <form onSubmit={onSubmit} noValidate>
      <fieldset disabled={isSubmitting} className="space-y-4">
        <Field label={t.name} error={errors.name?.message}>
          <Input autoComplete="name" {...form.register('name')} />
        </Field>
        <Field label={t.email} error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </Field>
        <Field label={t.company} error={errors.company?.message}>
          <Input autoComplete="organization" {...form.register('company')} />
        </Field>
        <Field label={t.message} error={errors.message?.message}>
          <Textarea rows={6} {...form.register('message')} />
        </Field>
        <Button type="submit">{isSubmitting ? t.submitting : t.submit}</Button>
      </fieldset>
    </form>
  );
}

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { forgotPasswordSchema } from '@app/shared/api/auth';
import { lazyFormRule, useLazyFormRule } from '../../lib/lazy-form-rule';
import { Button } from './button';
import { Field } from './field';
import { Input } from './input';
import { commonText } from '@app/shared/i18n/common';
import { errorMessage } from '../../lib/api-client';

const forgotPasswordRule = lazyFormRule(() => import('@app/shared/api/auth').then((m) => m.forgotPasswordSchema));

/**
 * The way forward from a link already used or expired (issue 34, ADR 0133): 'Richiedi un nuovo link' opens a field
 * for the address; the server answers the same whatever the address, and that answer is shown as it is.
 */
export function RequestNewLink({ label, request }: { label: string; request: (email: string) => Promise<{ message: string }> }) {
  const t = commonText.newLink;
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<typeof forgotPasswordSchema>>({
    resolver: useLazyFormRule(forgotPasswordRule),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      setAnswer((await request(email)).message);
    } catch (err) {
      setFailure(errorMessage(err));
    }
  });

  if (answer)
    return (
      <p role="status" className="mt-6 rounded-md bg-green-50 p-4 text-left text-sm text-green-800">
        {answer}
      </p>
    );
  if (!open)
    return (
      <Button className="mt-6 w-full" onClick={() => setOpen(true)}>
        {label}
      </Button>
    );
  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4 text-left" aria-label={label}>
      <Field label={t.email} error={errors.email?.message} hint={t.hint}>
        <Input type="email" autoComplete="email" autoFocus {...form.register('email')} />
      </Field>
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t.sending : t.send}
      </Button>
    </form>
  );
}

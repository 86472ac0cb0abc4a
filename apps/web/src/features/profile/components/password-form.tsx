import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/notify';
import type { z } from 'zod';
import type { changePasswordSchema } from '@app/shared/api/profile';
import { lazyFormRule, useLazyFormRule } from '../../../lib/lazy-form-rule';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { Button } from '../../../components/ui/button';
import { profileText } from '@app/shared/i18n/profile';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { PasswordStrength } from '../../../components/ui/password-strength';
import { useChangePassword } from '../api/change-password';

type Values = z.input<typeof changePasswordSchema>;

const changePasswordRule = lazyFormRule(() => import('@app/shared/api/profile').then((m) => m.changePasswordSchema));

/** 'Imposta Password' for an account without one (spec §4); after success a panel replaces the form until reload. */
export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const t = profileText.password;
  const change = useChangePassword();
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: useLazyFormRule(changePasswordRule),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const newPassword = form.watch('newPassword');
  const title = hasPassword ? t.title : t.setTitle;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await change.mutateAsync({ ...values, currentPassword: hasPassword ? values.currentPassword : undefined });
      // The success panel replacing the form says it, once (no toast as well).
      setDoneMessage(result.message);
    } catch (err) {
      const field = err instanceof ApiRequestError ? err.fieldErrors?.currentPassword?.[0] : undefined;
      // A field's error is shown under the field only; anything else as a toast.
      if (field) form.setError('currentPassword', { message: field });
      else toast.error(t.error(errorMessage(err)));
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {doneMessage ? (
          <p role="status" className="rounded-md bg-green-50 p-4 text-green-800">
            {doneMessage}
          </p>
        ) : (
          <form onSubmit={onSubmit} noValidate aria-label={title}>
            <fieldset disabled={isSubmitting} className="space-y-4">
              {hasPassword ? (
                <Field label={t.current} error={errors.currentPassword?.message}>
                  <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
                </Field>
              ) : null}
              <Field label={t.next} error={errors.newPassword?.message} hint={<PasswordStrength password={newPassword} />}>
                <PasswordInput autoComplete="new-password" {...form.register('newPassword')} />
              </Field>
              <Field label={t.confirm} error={errors.confirmPassword?.message}>
                <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
              </Field>
              <Button type="submit">{isSubmitting ? t.submitting : hasPassword ? t.submit : t.setSubmit}</Button>
            </fieldset>
          </form>
        )}
      </CardContent>
    </Card>
  );
}

import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/notify';
import type { z } from 'zod';
import type { updateEmailSchema } from '@app/shared/api/profile';
import { lazyFormRule, useLazyFormRule } from '../../../lib/lazy-form-rule';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Button } from '../../../components/ui/button';
import { profileText } from '@app/shared/i18n/profile';
import { errorMessage } from '../../../lib/api-client';
import { useRequestEmailChange } from '../api/request-email-change';

const updateEmailRule = lazyFormRule(() => import('@app/shared/api/profile').then((m) => m.updateEmailSchema));

/** The address changes only when the link sent to the new one is opened. */
export function EmailForm({ email, pendingEmail }: { email: string; pendingEmail: string | null }) {
  const t = profileText.email;
  const request = useRequestEmailChange();
  const form = useForm<z.input<typeof updateEmailSchema>>({ resolver: useLazyFormRule(updateEmailRule), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await request.mutateAsync(values);
      toast.success(result.message);
      form.reset({ email: '' });
    } catch (err) {
      toast.error(t.error(errorMessage(err)));
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
      </CardHeader>
      <CardContent>
        <p className="mb-4 text-sm text-slate-700">
          {t.current}: <strong data-testid="current-email">{email}</strong>
        </p>
        {pendingEmail ? (
          <p role="status" className="mb-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            {t.pending(pendingEmail)}
          </p>
        ) : null}
        <form onSubmit={onSubmit} noValidate>
          <fieldset disabled={isSubmitting} className="space-y-4">
            <Field label={t.label} error={errors.email?.message}>
              <Input type="email" autoComplete="email" {...form.register('email')} />
            </Field>
            <Button type="submit">{isSubmitting ? t.submitting : t.submit}</Button>
          </fieldset>
        </form>
      </CardContent>
    </Card>
  );
}

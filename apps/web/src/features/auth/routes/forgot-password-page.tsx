import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from '../../../lib/notify';
import type { z } from 'zod';
import type { forgotPasswordSchema } from '@app/shared/api/auth';
import { lazyFormRule, useLazyFormRule } from '../../../lib/lazy-form-rule';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Button } from '../../../components/ui/button';
import { authText } from '@app/shared/i18n/auth';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard } from '../components/auth-card';
import { errorMessage } from '../../../lib/api-client';

const forgotPasswordRule = lazyFormRule(() => import('@app/shared/api/auth').then((m) => m.forgotPasswordSchema));

export function ForgotPasswordPage() {
  const t = authText.forgot;
  const { mutateAsync: forgotPassword } = useForgotPassword();
  const [sent, setSent] = useState(false);
  const form = useForm<z.input<typeof forgotPasswordSchema>>({
    resolver: useLazyFormRule(forgotPasswordRule),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await forgotPassword(values);
      // The green panel below says it, once (no toast as well).
      setSent(true);
    } catch (err) {
      toast.error(t.error(errorMessage(err)));
    }
  });

  return (
    <AuthCard title={t.title} subtitle={t.subtitle}>
      {sent ? (
        <p role="status" className="rounded-md bg-green-50 p-4 text-green-800">
          {t.success}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <fieldset disabled={isSubmitting} className="space-y-4">
            <Field label={t.email} error={errors.email?.message}>
              <Input type="email" autoComplete="email" {...form.register('email')} />
            </Field>
            <Button type="submit" className="w-full">
              {isSubmitting ? t.submitting : t.submit}
            </Button>
          </fieldset>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/auth/login" className="font-medium text-brand-700 hover:underline">
          {t.back}
        </Link>
      </p>
    </AuthCard>
  );
}

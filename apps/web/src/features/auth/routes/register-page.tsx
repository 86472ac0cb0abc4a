import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/notify';
import type { z } from 'zod';
import type { registerSchema } from '@app/shared/api/auth';
import { lazyFormRule, useLazyFormRule } from '../../../lib/lazy-form-rule';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { Button } from '../../../components/ui/button';
import { authText } from '@app/shared/i18n/auth';
import { useRegister } from '../api/register';
import { AuthCard } from '../components/auth-card';
import { PasswordChecklist } from '../components/password-checklist';
import { GoogleSignInButton, GoogleSignInError } from '../components/google-sign-in';
import { ApiRequestError } from '../../../lib/api-client';
import { useState } from 'react';

type RegisterValues = z.input<typeof registerSchema>;

const registerRule = lazyFormRule(() => import('@app/shared/api/auth').then((m) => m.registerSchema));

export function RegisterPage() {
  const t = authText.register;
  const navigate = useNavigate();
  const { mutateAsync: registerAccount } = useRegister();
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<RegisterValues>({
    resolver: useLazyFormRule(registerRule),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const password = form.watch('password');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await registerAccount(values);
      if (result.user) {
        toast.success(t.successWithUser);
        navigate('/dashboard');
      } else {
        // The panel replacing the form says it, once.
        setDone(t.pending);
      }
    } catch (err) {
      toast.error(err instanceof ApiRequestError ? t.error(err.message) : t.unexpected);
    }
  });

  if (done) {
    return (
      <AuthCard title={t.title}>
        <p role="status" className="rounded-md bg-green-50 p-4 text-green-800">
          {done}
        </p>
        <p className="mt-6 text-center text-sm">
          <Link to="/auth/login" className="font-medium text-brand-700 hover:underline">
            {authText.forgot.back}
          </Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t.title} subtitle={t.subtitle}>
      <GoogleSignInError />
      <form onSubmit={onSubmit} noValidate>
        <fieldset disabled={isSubmitting} className="space-y-4">
          <Field label={t.email} error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...form.register('email')} />
          </Field>
          <Field label={t.password} error={errors.password?.message} hint={<PasswordChecklist password={password} />}>
            <PasswordInput autoComplete="new-password" {...form.register('password')} />
          </Field>
          <Field label={t.confirmPassword} error={errors.confirmPassword?.message}>
            <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
          </Field>
          <Button type="submit" className="w-full">
            {isSubmitting ? t.submitting : t.submit}
          </Button>
        </fieldset>
      </form>
      {/* A new account opens remembered, as the e-mail confirmation link does (ADR 0106, 0123). */}
      <GoogleSignInButton rememberMe />
      <p className="mt-6 text-center text-sm">
        <Link to="/auth/login" className="font-medium text-brand-700 hover:underline">
          {t.haveAccount}
        </Link>
      </p>
    </AuthCard>
  );
}

import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/notify';
import type { z } from 'zod';
import type { linkGoogleSchema } from '@app/shared/api/google-sign-in';
import { lazyFormRule, useLazyFormRule } from '../../../lib/lazy-form-rule';
import { Field } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { googleText } from '@app/shared/i18n/google';
import { authText } from '@app/shared/i18n/auth';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { useLinkGoogle, usePendingLink } from '../api/link-google';
import { AuthCard } from '../components/auth-card';

const linkGoogleRule = lazyFormRule(() => import('@app/shared/api/google-sign-in').then((m) => m.linkGoogleSchema));

/**
 * Google proved an address that an existing account already has: that account's password must be typed once
 * before Google is linked to it (never on a matching address alone, ADR 0100).
 */
export function LinkGooglePage() {
  const t = googleText.link;
  const navigate = useNavigate();
  const pending = usePendingLink();
  const link = useLinkGoogle();
  const form = useForm<z.input<typeof linkGoogleSchema>>({ resolver: useLazyFormRule(linkGoogleRule), defaultValues: { password: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await link.mutateAsync(values);
      toast.success(t.done);
      navigate('/dashboard', { replace: true });
    } catch (err) {
      const field = err instanceof ApiRequestError ? err.fieldErrors?.password?.[0] : undefined;
      if (field) form.setError('password', { message: field });
      else toast.error(errorMessage(err));
    }
  });

  const back = (
    <p className="mt-6 text-center text-sm">
      <Link to="/auth/login" className="font-medium text-brand-700 hover:underline">
        {t.cancel}
      </Link>
    </p>
  );
  if (pending.isLoading) return <Spinner label={t.loading} />;
  if (!pending.data) {
    return (
      <AuthCard title={t.title}>
        <p role="alert" className="rounded-md bg-amber-50 p-4 text-amber-900">
          {errorMessage(pending.error)}
        </p>
        {back}
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t.title}>
      <p className="mb-4 text-sm text-slate-700">{t.intro(pending.data.email)}</p>
      <form onSubmit={onSubmit} noValidate>
        <fieldset disabled={isSubmitting} className="space-y-4">
          <Field label={t.password} error={errors.password?.message}>
            <PasswordInput autoComplete="current-password" {...form.register('password')} />
          </Field>
          <Button type="submit" className="w-full">
            {isSubmitting ? t.submitting : t.submit}
          </Button>
        </fieldset>
      </form>
      <p className="mt-4 text-sm">
        <Link to="/auth/forgot-password" className="font-medium text-brand-700 hover:underline">
          {authText.login.forgot}
        </Link>
      </p>
      {back}
    </AuthCard>
  );
}

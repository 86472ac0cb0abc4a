import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { toast } from '../../../lib/notify';
import type { z } from 'zod';
import type { updatePasswordSchema } from '@app/shared/api/auth';
import { lazyFormRule, useLazyFormRule } from '../../../lib/lazy-form-rule';
import { Field } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { authText } from '@app/shared/i18n/auth';
import { useUpdatePassword } from '../api/update-password';
import { sessionQueryOptions } from '../../../lib/session';
import { AuthCard } from '../components/auth-card';
import { GoogleSignInButton, GoogleSignInError } from '../components/google-sign-in';
import { PasswordStrength } from '../../../components/ui/password-strength';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { useForgotPassword } from '../api/forgot-password';
import { RequestNewLink } from '../../../components/ui/request-new-link';

const REDIRECT_MS = 3000;

const updatePasswordRule = lazyFormRule(() => import('@app/shared/api/auth').then((m) => m.updatePasswordSchema));

/** From the reset link (?token=) or, signed in, for a member activating their account (spec §4). */
export function UpdatePasswordPage() {
  const t = authText.update;
  const [params] = useSearchParams();
  const token = params.get('token') ?? undefined;
  const location = useLocation();
  const notice = (location.state as { message?: string } | null)?.message;
  const navigate = useNavigate();
  const { mutateAsync: updatePassword } = useUpdatePassword();
  // Always asked afresh: a session created a moment ago (invitation link) must not meet a cached 'signed out'.
  const sessionQuery = useQuery({ ...sessionQueryOptions(), staleTime: 0, refetchOnMount: 'always' });
  const session = sessionQuery.data ?? null;
  // An invited member choosing their first password learns who invited them, to which company (issue 34).
  const invitation = !token && session?.profile?.isActive === false ? (session.invitation ?? null) : null;
  const [done, setDone] = useState(false);
  // The reset link was already used or has expired (the server's answer to the new password): ask for a new one.
  const [linkInvalid, setLinkInvalid] = useState(false);
  const { mutateAsync: forgotPassword } = useForgotPassword();
  const form = useForm<z.input<typeof updatePasswordSchema>>({
    resolver: useLazyFormRule(updatePasswordRule),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const password = form.watch('password');

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/auth/login'), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await updatePassword({ ...values, token });
      setDone(true);
    } catch (err) {
      if (token && err instanceof ApiRequestError && err.code === 'INVALID_LINK') setLinkInvalid(true);
      else toast.error(t.error(errorMessage(err)));
    }
  });

  if (!token && !session && sessionQuery.isFetching) return <Spinner />;
  if (done) {
    return (
      <AuthCard title={t.done}>
        <p role="status" className="rounded-md bg-green-50 p-4 text-green-800">
          {t.done} {t.redirecting}
        </p>
      </AuthCard>
    );
  }
  if (linkInvalid) {
    return (
      <AuthCard title={t.invalidLinkTitle}>
        <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
          {t.noSession}
        </p>
        <RequestNewLink label={t.requestNew} request={(email) => forgotPassword({ email })} />
      </AuthCard>
    );
  }
  if (!token && !session) {
    return (
      <AuthCard title={t.title}>
        <GoogleSignInError />
        <p role="alert" className="rounded-md bg-amber-50 p-4 text-amber-900">
          {t.noSession}
        </p>
        <p className="mt-6 text-center text-sm">
          <Link to="/auth/forgot-password" className="font-medium text-brand-700 hover:underline">
            {authText.forgot.title}
          </Link>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t.title} subtitle={t.subtitle}>
      <GoogleSignInError />
      {invitation ? (
        <p role="status" className="mb-4 rounded-md bg-brand-50 p-3 text-sm text-brand-800" data-testid="invited-by">
          {t.invitedBy(invitation.inviterName, invitation.companyName)}
        </p>
      ) : null}
      {notice ? (
        <p role="status" className="mb-4 rounded-md bg-brand-50 p-3 text-sm text-brand-800">
          {notice}
        </p>
      ) : null}
      <form onSubmit={onSubmit} noValidate>
        <fieldset disabled={isSubmitting} className="space-y-4">
          <Field label={t.password} error={errors.password?.message} hint={<PasswordStrength password={password} />}>
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
      {/* An invited member who has not chosen a password yet may use the invited address's Google account instead. */}
      {!token && session?.profile?.isActive === false ? <GoogleSignInButton intent="activate" /> : null}
    </AuthCard>
  );
}

import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/notify';
import type { LoginInput, SessionInfo } from '@app/shared/api/auth';
import { lazyFormRule, useLazyFormRule } from '../../../lib/lazy-form-rule';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { Button } from '../../../components/ui/button';
import { authText } from '@app/shared/i18n/auth';
import { ApiRequestError } from '../../../lib/api-client';
import { useLogin } from '../api/login';

interface LoginFormProps {
  /** What happens with the new session: the member and the operator sign-ins differ only here. */
  onSignedIn: (session: SessionInfo) => Promise<void> | void;
  errorText: (message: string) => string;
  /** Extra controls between the fields and the button (remember-me, forgot-password link). */
  extras?: (register: ReturnType<typeof useForm<LoginInput>>['register']) => ReactNode;
}

const loginRule = lazyFormRule(() => import('@app/shared/api/auth').then((m) => m.loginSchema));

/** E-mail and password with the spec's validation; used by /auth/login and /super-admin/login. */
export function LoginForm({ onSignedIn, errorText, extras }: LoginFormProps) {
  const t = authText.login;
  const { mutateAsync: login } = useLogin();
  const form = useForm<LoginInput>({ resolver: useLazyFormRule(loginRule), defaultValues: { email: '', password: '', rememberMe: false } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const session = await login(values);
      // A failed attempt's error toast is stale once the sign-in succeeds.
      toast.dismiss();
      await onSignedIn(session);
    } catch (err) {
      toast.error(err instanceof ApiRequestError ? errorText(err.message) : t.unexpected);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <fieldset disabled={isSubmitting} className="space-y-4">
        <Field label={t.email} error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </Field>
        <Field label={t.password} error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" {...form.register('password')} />
        </Field>
        {extras?.(form.register)}
        <Button type="submit" className="w-full">
          {isSubmitting ? t.submitting : t.submit}
        </Button>
      </fieldset>
    </form>
  );
}

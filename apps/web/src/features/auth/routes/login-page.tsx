import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { loginSchema, type LoginInput } from '@app/shared/api/auth';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { Button } from '../../../components/ui/button';
import { authText } from '../../../i18n/auth';
import { login } from '../api/auth-requests';
import { SESSION_KEY } from '../api/session';
import { AuthCard } from '../components/auth-card';
import { broadcastAuth } from '../../../lib/auth-channel';
import { ApiRequestError } from '../../../lib/api-client';
import { reconnectEvents } from '../../../lib/events';

export function LoginPage() {
  const t = authText.login;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '', rememberMe: false } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const session = await login(values);
      queryClient.setQueryData(SESSION_KEY, session);
      reconnectEvents();
      broadcastAuth({ type: 'signed-in' });
      toast.success(t.success);
      navigate(session.user.role === 'super_admin' ? '/super-admin/dashboard' : '/dashboard');
    } catch (err) {
      toast.error(err instanceof ApiRequestError ? t.error(err.message) : t.unexpected);
    }
  });

  return (
    <AuthCard title={t.title} subtitle={t.subtitle}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <fieldset disabled={isSubmitting} className="space-y-4">
          <Field label={t.email} error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...form.register('email')} />
          </Field>
          <Field label={t.password} error={errors.password?.message}>
            <PasswordInput autoComplete="current-password" {...form.register('password')} />
          </Field>
          <div className="flex items-center justify-between gap-2">
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" className="h-4 w-4 rounded border-slate-400" {...form.register('rememberMe')} />
              {t.rememberMe}
            </label>
            <Link to="/auth/forgot-password" className="text-sm font-medium text-brand-700 hover:underline">{t.forgot}</Link>
          </div>
          <Button type="submit" className="w-full">{isSubmitting ? t.submitting : t.submit}</Button>
        </fieldset>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to="/auth/register" className="font-medium text-brand-700 hover:underline">{t.noAccount}</Link>
      </p>
    </AuthCard>
  );
}

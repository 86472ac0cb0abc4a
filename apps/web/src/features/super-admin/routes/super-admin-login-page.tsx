import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { loginSchema, type LoginInput } from '@app/shared/api/auth';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { Button } from '../../../components/ui/button';
import { authText } from '../../../i18n/auth';
import { login, logout } from '../../auth/api/auth-requests';
import { SESSION_KEY } from '../../auth/api/session';
import { AuthCard } from '../../auth/components/auth-card';
import { ApiRequestError } from '../../../lib/api-client';
import { reconnectEvents } from '../../../lib/events';

/** Operator sign-in (spec §4): any role other than super_admin is signed out at once and denied. */
export function SuperAdminLoginPage() {
  const t = authText.superAdmin;
  const navigate = useNavigate();
  const location = useLocation();
  const notice = (location.state as { message?: string } | null)?.message;
  const queryClient = useQueryClient();
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '', rememberMe: false } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const session = await login(values);
      if (session.user.role !== 'super_admin') {
        await logout().catch(() => undefined);
        queryClient.setQueryData(SESSION_KEY, null);
        toast.error(t.denied);
        return;
      }
      queryClient.setQueryData(SESSION_KEY, session);
      reconnectEvents();
      toast.success(t.success);
      navigate('/super-admin/dashboard');
    } catch (err) {
      toast.error(t.error(err instanceof ApiRequestError ? err.message : 'Errore sconosciuto'));
    }
  });

  return (
    <AuthCard title={t.title} subtitle={t.subtitle}>
      {notice ? <p role="alert" className="mb-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">{notice}</p> : null}
      <form onSubmit={onSubmit} noValidate>
        <fieldset disabled={isSubmitting} className="space-y-4">
          <Field label={authText.login.email} error={errors.email?.message}><Input type="email" autoComplete="email" {...form.register('email')} /></Field>
          <Field label={authText.login.password} error={errors.password?.message}><PasswordInput autoComplete="current-password" {...form.register('password')} /></Field>
          <Button type="submit" className="w-full">{isSubmitting ? authText.login.submitting : authText.login.submit}</Button>
        </fieldset>
      </form>
    </AuthCard>
  );
}

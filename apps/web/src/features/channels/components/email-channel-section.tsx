import { useForm } from 'react-hook-form';
import { emailServerSchema, type EmailConnection, type EmailServerInput } from '@app/shared/api/email-channel';
import { emailChannelText as t } from '@app/shared/i18n/email-channel';
import { integrationsText } from '@app/shared/i18n/integrations';
import { formatLocalDateTimeIt } from '@app/shared/format';
import { toast } from '../../../lib/notify';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { errorMessage } from '../../../lib/api-client';
import { useConnectChannel } from '../api/connect-channel';
import { useTestEmailConnection } from '../api/test-email-connection';
import { useDisconnectChannel } from '../api/disconnect-channel';

type Values = Omit<EmailServerInput, 'imapPort' | 'smtpPort'> & { imapPort: string; smtpPort: string };

/** 'E-mail' (issue 47): the mailbox the agent answers; the password is sent once and never shown again. */
export function EmailChannelSection({
  agentId,
  connection,
  available,
}: {
  agentId: string;
  connection: EmailConnection | null;
  available: boolean;
}) {
  const connect = useConnectChannel(agentId, 'email');
  const test = useTestEmailConnection(agentId);
  const disconnect = useDisconnectChannel(agentId);
  const form = useForm<Values>({
    defaultValues: {
      address: connection?.address ?? '',
      imapHost: connection?.imapHost ?? '',
      imapPort: String(connection?.imapPort ?? 993),
      imapTls: connection?.imapTls ?? true,
      smtpHost: connection?.smtpHost ?? '',
      smtpPort: String(connection?.smtpPort ?? 465),
      smtpTls: connection?.smtpTls ?? true,
      username: connection?.username ?? '',
      password: '',
      moveToFolder: connection?.moveToFolder ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const parsed = (values: Values) => {
    const result = emailServerSchema.safeParse(values);
    if (result.success) return result.data;
    for (const issue of result.error.issues) form.setError(String(issue.path[0]) as keyof Values, { message: issue.message });
    return null;
  };
  const onSubmit = form.handleSubmit(async (values) => {
    const input = parsed(values);
    if (!input) return;
    try {
      const result = await connect.mutateAsync(input);
      form.setValue('password', '');
      toast.success(result.message);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  });
  const onTest = form.handleSubmit(async (values) => {
    const input = parsed(values);
    if (!input) return;
    try {
      toast.success((await test.mutateAsync(input)).message);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  });
  const status = connection ? 'connected' : 'off';
  return (
    <section aria-labelledby={`${agentId}-email`} className="space-y-3 border-t border-slate-200 pt-4">
      <div id={`${agentId}-email`} className="flex flex-wrap items-center gap-2">
        <h3 className="text-base font-semibold text-slate-900">{t.title}</h3>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800">
          <span className="sr-only">{integrationsText.channels.statusLabel}: </span>
          {integrationsText.channels.status[status]}
        </span>
      </div>
      {connection ? (
        <div className="space-y-3">
          <ul className="space-y-1 text-sm text-slate-700">
            <li>{t.connectedAs(connection.address)}</li>
            <li>{t.servers(`${connection.imapHost}:${connection.imapPort}`, `${connection.smtpHost}:${connection.smtpPort}`)}</li>
          </ul>
          {connection.unreachableSince ? (
            <p role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {t.unreachable(formatLocalDateTimeIt(connection.unreachableSince, { year: true }))}
            </p>
          ) : null}
          <Button
            variant="outline"
            disabled={disconnect.isPending}
            aria-label={`${t.disconnect} ${t.title}`}
            onClick={() => {
              if (!window.confirm(t.confirmDisconnect)) return;
              disconnect.mutateAsync('email').then(
                (result) => toast.success(result.message),
                (err: unknown) => toast.error(errorMessage(err)),
              );
            }}
          >
            {t.disconnect}
          </Button>
        </div>
      ) : null}
      {available ? (
        <form onSubmit={(e) => void onSubmit(e)} className="space-y-3" noValidate>
          <p className="text-sm text-slate-600">{t.help}</p>
          <div className="grid gap-3 md:grid-cols-2">
            <Field label={t.address} error={errors.address?.message} required>
              <Input type="email" autoComplete="off" {...form.register('address')} />
            </Field>
            <Field label={t.username} error={errors.username?.message} required>
              <Input autoComplete="off" {...form.register('username')} />
            </Field>
            <Field label={t.imapHost} error={errors.imapHost?.message} required>
              <Input autoComplete="off" {...form.register('imapHost')} />
            </Field>
            <Field label={t.imapPort} error={errors.imapPort?.message} required>
              <Input inputMode="numeric" autoComplete="off" {...form.register('imapPort')} />
            </Field>
            <Field label={t.smtpHost} error={errors.smtpHost?.message} required>
              <Input autoComplete="off" {...form.register('smtpHost')} />
            </Field>
            <Field label={t.smtpPort} error={errors.smtpPort?.message} required>
              <Input inputMode="numeric" autoComplete="off" {...form.register('smtpPort')} />
            </Field>
            <Field label={t.password} error={errors.password?.message} hint={t.passwordHint} required>
              <PasswordInput autoComplete="off" {...form.register('password')} />
            </Field>
            <Field label={t.moveToFolder} error={errors.moveToFolder?.message}>
              <Input autoComplete="off" {...form.register('moveToFolder')} />
            </Field>
          </div>
          <div className="flex flex-wrap gap-4 text-sm text-slate-800">
            <label className="flex items-center gap-2">
              <input type="checkbox" {...form.register('imapTls')} />
              {t.imapTls}
            </label>
            <label className="flex items-center gap-2">
              <input type="checkbox" {...form.register('smtpTls')} />
              {t.smtpTls}
            </label>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" disabled={isSubmitting || test.isPending} onClick={() => void onTest()}>
              {t.test}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {connection ? t.replace : t.connect}
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}

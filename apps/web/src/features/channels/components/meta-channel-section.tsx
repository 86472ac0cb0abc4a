import { useForm } from 'react-hook-form';
import { connectMetaSchema, type ConnectMetaInput, type MetaConnection } from '@app/shared/api/channels';
import type { MetaChannel } from '@app/shared/channels';
import { integrationsText } from '@app/shared/i18n/integrations';
import { toast } from '../../../lib/notify';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { useConnectMetaChannel } from '../api/connect-meta-channel';
import { applyIssues, DisconnectButton, SectionTitle } from './channel-parts';
import { CopyField } from '../../../components/ui/copy-field';

/**
 * Messenger or Instagram in 'Canali' (issue 47): the page's or account's id, its token and the app secret; once saved,
 * the webhook address and verify token to paste into Meta, the token masked.
 */
export function MetaChannelSection({
  agentId,
  kind,
  connection,
  available,
}: {
  agentId: string;
  kind: MetaChannel;
  connection: MetaConnection | null;
  available: boolean;
}) {
  const t = integrationsText.channels[kind];
  const connect = useConnectMetaChannel(agentId, kind);
  const form = useForm<ConnectMetaInput>({ defaultValues: { pageId: connection?.pageId ?? '', accessToken: '', appSecret: '' } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    const parsed = connectMetaSchema.safeParse(values);
    if (!applyIssues(parsed, form.setError)) return;
    try {
      const result = await connect.mutateAsync(parsed.data);
      form.reset({ pageId: parsed.data.pageId, accessToken: '', appSecret: '' });
      toast.success(result.message);
    } catch (err) {
      // Meta refused the token, or it speaks for another page: said under the token.
      if (err instanceof ApiRequestError && err.status === 400) form.setError('accessToken', { message: errorMessage(err) });
      else toast.error(errorMessage(err));
    }
  });
  const titleId = `${agentId}-${kind}`;
  return (
    <section aria-labelledby={titleId} className="space-y-3 border-t border-slate-200 pt-4">
      <div id={titleId}>
        <SectionTitle title={t.title} status={connection?.status ?? 'off'} />
      </div>
      {connection ? (
        <div className="space-y-3">
          <ul className="space-y-1 text-sm text-slate-700">
            <li>{t.account(connection.pageName, connection.pageId)}</li>
            <li>{t.token(connection.tokenHint)}</li>
          </ul>
          <CopyField label={t.webhookUrl} value={connection.webhookUrl} rows={2} />
          <CopyField label={t.verifyToken} value={connection.verifyToken} hint={t.webhookHelp} />
          <DisconnectButton agentId={agentId} kind={kind} label={t.title} />
        </div>
      ) : null}
      {available ? (
        <form onSubmit={(e) => void onSubmit(e)} className="space-y-3" noValidate aria-label={t.connect}>
          <p className="text-sm text-slate-600">{t.help}</p>
          <div className="grid gap-3 md:grid-cols-3">
            <Field label={t.pageId} error={errors.pageId?.message} required>
              <Input inputMode="numeric" autoComplete="off" {...form.register('pageId')} />
            </Field>
            <Field label={t.accessToken} error={errors.accessToken?.message} required>
              <PasswordInput autoComplete="off" {...form.register('accessToken')} />
            </Field>
            <Field label={t.appSecret} error={errors.appSecret?.message} required>
              <PasswordInput autoComplete="off" {...form.register('appSecret')} />
            </Field>
          </div>
          <Button type="submit" disabled={isSubmitting}>
            {connection ? t.replace : t.connect}
          </Button>
        </form>
      ) : null}
    </section>
  );
}

import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from '../../../lib/notify';
import {
  connectTelegramSchema,
  connectWhatsappSchema,
  type ConnectTelegramInput,
  type ConnectWhatsappInput,
  type TelegramConnection,
  type WhatsappConnection,
} from '@app/shared/api/channels';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { Spinner } from '../../../components/ui/spinner';
import { integrationsText } from '@app/shared/i18n/integrations';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { useAgentChannels } from '../api/get-agent-channels';
import { useConnectWhatsapp } from '../api/connect-whatsapp';
import { useConnectTelegram } from '../api/connect-telegram';
import { CopyField } from '../../../components/ui/copy-field';
import { applyIssues, DisconnectButton, SectionTitle } from './channel-parts';
import { MetaChannelSection } from './meta-channel-section';
import { usePlanChoicePath } from '../../../lib/plan-choice';
import { EmailChannelSection } from './email-channel-section';

/** 'Canali' (issue 31, 47): the agent's WhatsApp, Telegram, Messenger and Instagram, connected, shown (secrets masked) and disconnected here. */
export function ChannelsCard({ agentId }: { agentId: string }) {
  const t = integrationsText.channels;
  const channels = useAgentChannels(agentId);
  const forbidden = channels.error instanceof ApiRequestError && channels.error.status === 403;
  const planPath = usePlanChoicePath();
  return (
    <Card id="canali">
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {channels.isLoading ? <Spinner /> : null}
        {forbidden ? <p className="text-sm text-slate-600">{t.forbidden}</p> : null}
        {channels.error && !forbidden ? (
          <p role="alert" className="text-sm text-red-800">
            {errorMessage(channels.error)}
          </p>
        ) : null}
        {channels.data && !channels.data.available ? (
          <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            {t.planRequired}{' '}
            <Link to={planPath} className="font-medium underline">
              {t.upgrade}
            </Link>
          </p>
        ) : null}
        {channels.data ? (
          <>
            <WhatsappSection agentId={agentId} connection={channels.data.whatsapp} available={channels.data.available} />
            <TelegramSection agentId={agentId} connection={channels.data.telegram} available={channels.data.available} />
            <MetaChannelSection
              agentId={agentId}
              kind="messenger"
              connection={channels.data.messenger}
              available={channels.data.available}
            />
            <MetaChannelSection
              agentId={agentId}
              kind="instagram"
              connection={channels.data.instagram}
              available={channels.data.available}
            />
            <EmailChannelSection agentId={agentId} connection={channels.data.email} available={channels.data.available} />
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}

function WhatsappSection({
  agentId,
  connection,
  available,
}: {
  agentId: string;
  connection: WhatsappConnection | null;
  available: boolean;
}) {
  const t = integrationsText.channels.whatsapp;
  const connect = useConnectWhatsapp(agentId);
  const form = useForm<ConnectWhatsappInput>({
    defaultValues: { phoneNumberId: connection?.phoneNumberId ?? '', accessToken: '', appSecret: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    const parsed = connectWhatsappSchema.safeParse(values);
    if (!applyIssues(parsed, form.setError)) return;
    try {
      const result = await connect.mutateAsync(parsed.data);
      form.reset({ phoneNumberId: parsed.data.phoneNumberId, accessToken: '', appSecret: '' });
      toast.success(result.message);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  });
  return (
    <section aria-labelledby={`${agentId}-whatsapp`} className="space-y-3 border-t border-slate-200 pt-4 first:border-t-0 first:pt-0">
      <div id={`${agentId}-whatsapp`}>
        <SectionTitle title={t.title} status={connection?.status ?? 'off'} />
      </div>
      {connection ? (
        <div className="space-y-3">
          <ul className="space-y-1 text-sm text-slate-700">
            <li>{t.number(connection.phoneNumberId)}</li>
            <li>{t.token(connection.tokenHint)}</li>
          </ul>
          <CopyField label={t.webhookUrl} value={connection.webhookUrl} rows={2} />
          <CopyField label={t.verifyToken} value={connection.verifyToken} hint={t.webhookHelp} />
          <DisconnectButton agentId={agentId} kind="whatsapp" label={t.title} />
        </div>
      ) : null}
      {available ? (
        <form onSubmit={(e) => void onSubmit(e)} className="space-y-3" noValidate>
          <p className="text-sm text-slate-600">{t.help}</p>
          <div className="grid gap-3 md:grid-cols-3">
            <Field label={t.phoneNumberId} error={errors.phoneNumberId?.message} required>
              <Input inputMode="numeric" autoComplete="off" {...form.register('phoneNumberId')} />
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

function TelegramSection({
  agentId,
  connection,
  available,
}: {
  agentId: string;
  connection: TelegramConnection | null;
  available: boolean;
}) {
  const t = integrationsText.channels.telegram;
  const connect = useConnectTelegram(agentId);
  const form = useForm<ConnectTelegramInput>({ defaultValues: { botToken: '' } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    const parsed = connectTelegramSchema.safeParse(values);
    if (!applyIssues(parsed, form.setError)) return;
    try {
      const result = await connect.mutateAsync(parsed.data);
      form.reset({ botToken: '' });
      toast.success(result.message);
    } catch (err) {
      if (err instanceof ApiRequestError && err.status === 400) form.setError('botToken', { message: errorMessage(err) });
      else toast.error(errorMessage(err));
    }
  });
  return (
    <section aria-labelledby={`${agentId}-telegram`} className="space-y-3 border-t border-slate-200 pt-4">
      <div id={`${agentId}-telegram`}>
        <SectionTitle title={t.title} status={connection?.status ?? 'off'} />
      </div>
      {connection ? (
        <div className="space-y-3">
          <ul className="space-y-1 text-sm text-slate-700">
            {connection.botUsername ? <li>{t.bot(connection.botUsername)}</li> : null}
            <li>{t.token(connection.tokenHint)}</li>
          </ul>
          <CopyField label={t.webhookUrl} value={connection.webhookUrl} rows={2} />
          <DisconnectButton agentId={agentId} kind="telegram" label={t.title} />
        </div>
      ) : null}
      {available ? (
        <form onSubmit={(e) => void onSubmit(e)} className="space-y-3" noValidate>
          <p className="text-sm text-slate-600">{t.help}</p>
          <div className="max-w-xl">
            <Field label={t.botToken} error={errors.botToken?.message} required>
              <PasswordInput autoComplete="off" {...form.register('botToken')} />
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

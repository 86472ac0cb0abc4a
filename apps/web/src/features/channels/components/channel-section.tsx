import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/notify';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { CopyField } from '../../../components/ui/copy-field';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { useConnectChannel } from '../api/connect-channel';
import { applyIssues, DisconnectButton, SectionTitle } from './channel-parts';
import type { ChannelFieldList, FormChannel } from './channel-fields';

type Values = Record<string, string>;
/** What every form channel's connection has; Meta's apps add the verify token. */
interface Connection {
  status: 'pending' | 'connected';
  webhookUrl: string;
  verifyToken?: string;
}

/** The form's values: the ids the connection keeps shown again, the secrets empty. */
const valuesOf = (list: ChannelFieldList, kept: Values) =>
  Object.fromEntries(list.fields.map((field) => [field.name, field.kept ? (kept[field.name] ?? '') : '']));

/**
 * One channel in 'Canali' (issues 31, 47, 50), drawn from its field list (channel-fields.ts): its status, what is known
 * of the connection (secrets masked) with the webhook address and, for Meta's apps, the verify token to paste; then
 * the form that connects it or replaces its credentials, checked with the channel's shared schema before it is sent.
 */
export function ChannelSection<K extends FormChannel>({
  agentId,
  list,
  connection,
  available,
}: {
  agentId: string;
  list: ChannelFieldList<K>;
  connection: (Parameters<ChannelFieldList<K>['details']>[0] & Connection) | null;
  available: boolean;
}) {
  const { kind, text: t } = list;
  const fields = list as unknown as ChannelFieldList;
  const connect = useConnectChannel(agentId, kind);
  const form = useForm<Values>({ defaultValues: valuesOf(fields, (connection ?? {}) as unknown as Values) });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    const parsed = list.schema.safeParse(values);
    if (!applyIssues(parsed, form.setError)) return;
    try {
      const result = await connect.mutateAsync(parsed.data);
      form.reset(valuesOf(fields, parsed.data));
      toast.success(result.message);
    } catch (err) {
      if (list.refusedOn && err instanceof ApiRequestError && err.status === 400) {
        form.setError(list.refusedOn, { message: errorMessage(err) });
      } else toast.error(errorMessage(err));
    }
  });
  const titleId = `${agentId}-${kind}`;
  return (
    <section aria-labelledby={titleId} className="space-y-3 border-t border-slate-200 pt-4 first:border-t-0 first:pt-0">
      <div id={titleId}>
        <SectionTitle title={t.title} status={connection?.status ?? 'off'} />
      </div>
      {connection ? (
        <div className="space-y-3">
          <ul className="space-y-1 text-sm text-slate-700">
            {list.details(connection).map((line) => (line ? <li key={line}>{line}</li> : null))}
          </ul>
          <CopyField label={t.webhookUrl} value={connection.webhookUrl} rows={2} />
          {t.verifyToken && connection.verifyToken !== undefined ? (
            <CopyField label={t.verifyToken} value={connection.verifyToken} hint={t.webhookHelp} />
          ) : null}
          <DisconnectButton agentId={agentId} kind={kind} label={t.title} />
        </div>
      ) : null}
      {available ? (
        <form onSubmit={(e) => void onSubmit(e)} className="space-y-3" noValidate aria-label={t.connect}>
          <p className="text-sm text-slate-600">{t.help}</p>
          <div className={list.fields.length > 1 ? 'grid gap-3 md:grid-cols-3' : 'max-w-xl'}>
            {list.fields.map((field) => (
              <Field key={field.name} label={field.label} error={errors[field.name]?.message} required>
                {field.secret ? (
                  <PasswordInput autoComplete="off" {...form.register(field.name)} />
                ) : (
                  <Input inputMode={field.numeric ? 'numeric' : undefined} autoComplete="off" {...form.register(field.name)} />
                )}
              </Field>
            ))}
          </div>
          <Button type="submit" disabled={isSubmitting}>
            {connection ? t.replace : t.connect}
          </Button>
        </form>
      ) : null}
    </section>
  );
}

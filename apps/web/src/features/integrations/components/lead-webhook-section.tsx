import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/notify';
import { createLeadWebhookSchema, type LeadWebhook } from '@app/shared/api/leads';
import { DELIVERY_STATUS_LABELS, LEAD_WEBHOOK_EVENT_LABELS } from '@app/shared/i18n/leads';
import { LEAD_WEBHOOK_URL_MAX } from '@app/shared/limits';
import { formatDateTimeIt } from '@app/shared/format';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { integrationsText } from '@app/shared/i18n/integrations';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { useLeadWebhook } from '../api/get-lead-webhook';
import { useLeadWebhookAttempts } from '../api/get-lead-webhook-attempts';
import { useCreateLeadWebhook } from '../api/create-lead-webhook';
import { useUpdateLeadWebhook } from '../api/update-lead-webhook';
import { useRotateLeadWebhookSecret } from '../api/rotate-lead-webhook-secret';
import { useDeleteLeadWebhook } from '../api/delete-lead-webhook';
import { useTestLeadWebhook } from '../api/test-lead-webhook';
import { CopyField } from '../../../components/ui/copy-field';

/** The owner's webhook for new leads (issue 30, ADR 0157): address, signing secret shown once, test, delivery log. */
export function LeadWebhookSection() {
  const t = integrationsText.leadWebhook;
  const state = useLeadWebhook();
  const [secret, setSecret] = useState<string | null>(null);
  if (state.isLoading) return <Spinner />;
  if (state.error || !state.data)
    return (
      <p role="alert" className="text-sm text-red-800">
        {errorMessage(state.error)}
      </p>
    );
  const webhook = state.data.webhook;
  return (
    <div className="space-y-6">
      {webhook ? <WebhookSettings webhook={webhook} onSecret={setSecret} /> : <CreateWebhook onSecret={setSecret} />}
      {secret ? (
        <div role="status" className="space-y-2 rounded-md bg-amber-50 p-4">
          <p className="text-sm font-medium text-amber-900">{t.secretOnce}</p>
          <CopyField label={t.secret} value={secret} />
        </div>
      ) : null}
      <p className="text-xs text-slate-600">{t.signatureHelp}</p>
      <DeliveryLog />
    </div>
  );
}

function useUrlForm(initial: string, submit: (url: string) => Promise<void>) {
  const [url, setUrl] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createLeadWebhookSchema.safeParse({ url });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      await submit(parsed.data.url);
    } catch (err) {
      if (err instanceof ApiRequestError && err.fieldErrors?.url?.[0]) setError(err.fieldErrors.url[0]);
      else toast.error(errorMessage(err));
    }
  };
  return { url, setUrl, error, onSubmit };
}

function CreateWebhook({ onSecret }: { onSecret: (secret: string) => void }) {
  const t = integrationsText.leadWebhook;
  const create = useCreateLeadWebhook();
  const form = useUrlForm('', async (url) => {
    const result = await create.mutateAsync({ url });
    onSecret(result.secret);
    toast.success(result.message);
  });
  return (
    <form onSubmit={(e) => void form.onSubmit(e)} className="grid gap-3 md:grid-cols-[1fr_auto] md:items-end" noValidate>
      <Field label={t.url} hint={t.urlHint} error={form.error} required>
        <Input type="url" inputMode="url" maxLength={LEAD_WEBHOOK_URL_MAX} value={form.url} onChange={(e) => form.setUrl(e.target.value)} />
      </Field>
      <Button type="submit" disabled={create.isPending}>
        {t.create}
      </Button>
    </form>
  );
}

function WebhookSettings({ webhook, onSecret }: { webhook: LeadWebhook; onSecret: (secret: string | null) => void }) {
  const t = integrationsText.leadWebhook;
  const update = useUpdateLeadWebhook();
  const rotate = useRotateLeadWebhookSecret();
  const remove = useDeleteLeadWebhook();
  const test = useTestLeadWebhook();
  const form = useUrlForm(webhook.url, async (url) => {
    const result = await update.mutateAsync({ url });
    toast.success(result.message);
  });
  const run = async <T extends { message?: string }>(action: () => Promise<T>, after?: (result: T) => void) => {
    try {
      const result = await action();
      after?.(result);
      if (result.message) toast.success(result.message);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
  return (
    <div className="space-y-4">
      <form onSubmit={(e) => void form.onSubmit(e)} className="grid gap-3 md:grid-cols-[1fr_auto] md:items-end" noValidate>
        <Field label={t.url} hint={t.urlHint} error={form.error} required>
          <Input
            type="url"
            inputMode="url"
            maxLength={LEAD_WEBHOOK_URL_MAX}
            value={form.url}
            onChange={(e) => form.setUrl(e.target.value)}
          />
        </Field>
        <Button type="submit" variant="outline" disabled={update.isPending || form.url === webhook.url}>
          {t.save}
        </Button>
      </form>
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4"
          checked={webhook.enabled}
          disabled={update.isPending}
          onChange={(e) => void run(() => update.mutateAsync({ enabled: e.target.checked }))}
        />
        <span>
          <span className="font-medium">{t.enabled}</span>
          <span className="block text-xs text-slate-600">{t.enabledHint}</span>
        </span>
      </label>
      <p className="text-sm text-slate-700">{t.secretInUse(webhook.secretPrefix)}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={test.isPending || !webhook.enabled}
          onClick={() =>
            void test.mutateAsync().then(
              (result) => (result.delivered ? toast.success(result.message) : toast.error(result.message)),
              (err: unknown) => toast.error(errorMessage(err)),
            )
          }
        >
          {test.isPending ? <Spinner /> : null}
          {t.test}
        </Button>
        <Button
          variant="outline"
          disabled={rotate.isPending}
          onClick={() => {
            if (window.confirm(t.confirmRotate))
              void run(
                () => rotate.mutateAsync(),
                (result) => onSecret(result.secret),
              );
          }}
        >
          {t.rotate}
        </Button>
        <Button
          variant="danger"
          disabled={remove.isPending}
          onClick={() => {
            if (window.confirm(t.confirmRemove))
              void run(
                () => remove.mutateAsync(),
                () => onSecret(null),
              );
          }}
        >
          {t.remove}
        </Button>
      </div>
    </div>
  );
}

function DeliveryLog() {
  const t = integrationsText.leadWebhook;
  const log = useLeadWebhookAttempts();
  return (
    <section aria-labelledby="lead-webhook-log">
      <h3 id="lead-webhook-log" className="mb-2 text-base font-semibold text-slate-900">
        {t.log}
      </h3>
      {log.isLoading ? <Spinner /> : null}
      {log.error ? (
        <p role="alert" className="text-sm text-red-800">
          {errorMessage(log.error)}
        </p>
      ) : null}
      {log.data && log.data.attempts.length === 0 ? <p className="text-sm text-slate-600">{t.logEmpty}</p> : null}
      {log.data && log.data.attempts.length > 0 ? (
        <ol className="divide-y divide-slate-100 rounded-md border border-slate-200 text-sm" aria-label={t.log}>
          {log.data.attempts.map((a) => (
            <li key={a.id} className="flex flex-wrap gap-x-4 gap-y-1 px-3 py-2">
              <span className="text-slate-700">{formatDateTimeIt(a.createdAt)}</span>
              <span className="font-medium">{LEAD_WEBHOOK_EVENT_LABELS[a.event]}</span>
              <span>
                {t.logColumns.attempt} {a.attempt}
              </span>
              <span>
                {t.logColumns.status}: {a.statusCode ?? t.noResponse}
              </span>
              <span className={a.error ? 'text-red-800' : 'text-green-800'}>{a.error ?? DELIVERY_STATUS_LABELS.delivered}</span>
              <span className="text-slate-600">{t.duration(a.durationMs)}</span>
              {a.error ? <span className="text-slate-600">({DELIVERY_STATUS_LABELS[a.deliveryStatus]})</span> : null}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}

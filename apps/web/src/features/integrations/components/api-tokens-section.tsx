import { useForm } from 'react-hook-form';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/notify';
import { API_TOKEN_SCOPE_LABELS, INTEGRATIONS_MESSAGES } from '@app/shared/i18n/integrations';
import { API_TOKEN_SCOPES, API_TOKEN_STATUS_LABELS, createApiTokenSchema, type ApiToken } from '@app/shared/api/integrations';
import { formatDateTimeIt } from '@app/shared/format';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { integrationsText } from '@app/shared/i18n/integrations';
import { errorMessage } from '../../../lib/api-client';
import { useApiTokens } from '../api/get-api-tokens';
import { useCreateApiToken } from '../api/create-api-token';
import { useRevokeApiToken } from '../api/revoke-api-token';
import { usePlanChoicePath } from '../../../lib/plan-choice';
import { CopyField } from '../../../components/ui/copy-field';

interface FormValues {
  name: string;
  scope: (typeof API_TOKEN_SCOPES)[number];
  expiry: '30' | '90' | '365' | 'never';
}
const selectClass = 'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm';

/** The account's API tokens (owner and admins, ADR 0080): create (value shown once), list with last use, revoke. */
export function ApiTokensSection() {
  const t = integrationsText.tokens;
  const planPath = usePlanChoicePath();
  const list = useApiTokens({ enabled: true });
  const create = useCreateApiToken();
  const revoke = useRevokeApiToken();
  const [created, setCreated] = useState<string | null>(null);
  const form = useForm<FormValues>({ defaultValues: { name: '', scope: 'chat', expiry: '90' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const parsed = createApiTokenSchema.safeParse({
      name: values.name,
      scope: values.scope,
      expiresInDays: values.expiry === 'never' ? null : Number(values.expiry),
    });
    if (!parsed.success) {
      form.setError('name', { message: parsed.error.issues[0]?.message });
      return;
    }
    try {
      const result = await create.mutateAsync(parsed.data);
      setCreated(result.value);
      form.reset({ name: '', scope: values.scope, expiry: values.expiry });
      toast.success(result.message);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  });

  const onRevoke = async (token: ApiToken) => {
    if (!window.confirm(t.confirmRevoke(token.name))) return;
    try {
      const result = await revoke.mutateAsync(token.id);
      toast.success(result.message ?? INTEGRATIONS_MESSAGES.tokenRevoked);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };

  if (list.isLoading) return <Spinner />;
  if (list.error || !list.data)
    return (
      <p role="alert" className="text-sm text-red-800">
        {errorMessage(list.error)}
      </p>
    );
  const data = list.data;

  return (
    <div className="space-y-6">
      {data.planAllows ? (
        <form onSubmit={(e) => void onSubmit(e)} className="grid gap-4 md:grid-cols-4 md:items-end" noValidate>
          <div className="md:col-span-2">
            <Field label={t.name} error={errors.name?.message}>
              <Input maxLength={80} {...form.register('name')} />
            </Field>
          </div>
          <Field label={t.scope}>
            <select className={selectClass} {...form.register('scope')}>
              {API_TOKEN_SCOPES.map((scope) => (
                <option key={scope} value={scope}>
                  {API_TOKEN_SCOPE_LABELS[scope]}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t.expiry}>
            <select className={selectClass} {...form.register('expiry')}>
              <option value="30">{t.expiries[30]}</option>
              <option value="90">{t.expiries[90]}</option>
              <option value="365">{t.expiries[365]}</option>
              <option value="never">{t.expiries.never}</option>
            </select>
          </Field>
          <div className="md:col-span-4">
            <Button type="submit" disabled={isSubmitting}>
              {t.create}
            </Button>
          </div>
        </form>
      ) : (
        <p role="status" className="rounded-md bg-amber-50 p-4 text-sm text-amber-900">
          {INTEGRATIONS_MESSAGES.planRequired}{' '}
          <Link to={planPath} className="font-medium underline">
            {t.upgrade}
          </Link>
        </p>
      )}
      {created ? <CopyField label={t.valueLabel} value={created} /> : null}
      {data.tokens.length === 0 ? (
        <p className="text-sm text-slate-600">{t.empty}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[640px] text-left text-sm">
            <caption className="sr-only">{t.list}</caption>
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t.columns.name}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t.columns.scope}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t.columns.status}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t.columns.lastUsed}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t.columns.expires}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {t.columns.actions}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.tokens.map((token) => (
                <tr key={token.id} className="border-b border-slate-100">
                  <td className="py-2 pr-3">
                    <span className="font-medium text-slate-900">{token.name}</span>
                    <span className="block font-mono text-xs text-slate-600">{token.prefix}</span>
                  </td>
                  <td className="py-2 pr-3">{API_TOKEN_SCOPE_LABELS[token.scope]}</td>
                  <td className="py-2 pr-3">{API_TOKEN_STATUS_LABELS[token.status]}</td>
                  <td className="py-2 pr-3">{token.lastUsedAt ? formatDateTimeIt(token.lastUsedAt) : t.never}</td>
                  <td className="py-2 pr-3">{token.expiresAt ? formatDateTimeIt(token.expiresAt) : t.noExpiry}</td>
                  <td className="py-2">
                    {token.status === 'active' || token.status === 'suspended' ? (
                      <Button size="sm" variant="danger" onClick={() => void onRevoke(token)} aria-label={t.revokeLabel(token.name)}>
                        {t.revoke}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

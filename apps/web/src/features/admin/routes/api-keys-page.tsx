import { useState } from 'react';
import { toast } from '../../../lib/notify';
import { formatDateTimeIt } from '@app/shared/format';
import { PageHeader } from '../../../components/ui/page-header';
import { DataTable } from '../../../components/ui/data-table';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { adminText } from '@app/shared/i18n/admin';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { useApiKeys } from '../api/get-api-keys';
import { useSetDefaultApiKey } from '../api/set-default-api-key';
import { useDeleteApiKey } from '../api/delete-api-key';
import { useTestApiKey } from '../api/test-api-key';
import { AddApiKeyForm } from '../components/add-api-key-form';

/** /super-admin/api-keys: the providers' keys (spec §2, §7, D8); messages in English as the spec gives them. */
export function ApiKeysPage() {
  const t = adminText.apiKeys;
  const keys = useApiKeys();
  const setDefault = useSetDefaultApiKey();
  const remove = useDeleteApiKey();
  const test = useTestApiKey();
  const [testing, setTesting] = useState<string | null>(null);

  const runTest = async (id: string) => {
    setTesting(id);
    try {
      const result = await test.mutateAsync(id);
      if (result.success) toast.success(result.message);
      else toast.error(result.message);
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setTesting(null);
    }
  };

  return (
    <div>
      <PageHeader title={t.title} description={t.description} />
      <Card className="mb-6">
        <CardHeader>
          <CardTitle>{t.addTitle}</CardTitle>
        </CardHeader>
        <CardContent>
          <AddApiKeyForm />
        </CardContent>
      </Card>
      <DataTable
        label={t.tableLabel}
        loading={keys.isLoading}
        error={keys.error ? (keys.error instanceof ApiRequestError ? t.fetchFailed(keys.error.message) : t.unexpected) : null}
        rows={keys.data?.apiKeys}
        rowKey={(key) => key.id}
        rowTestId="api-key-row"
        empty={t.empty}
        columns={[
          {
            header: t.columns.name,
            className: 'font-medium text-slate-900',
            cell: (key) => (
              <>
                {key.name}
                {key.model || key.baseUrl ? (
                  <span className="block text-xs font-normal text-slate-600">{[key.model, key.baseUrl].filter(Boolean).join(' · ')}</span>
                ) : null}
                {key.failingAccounts > 0 ? (
                  <span role="status" className="mt-1 block text-xs font-semibold text-red-800" title={key.lastFailure ?? undefined}>
                    {t.failing(key.failingAccounts, formatDateTimeIt(key.lastFailureAt, adminText.missing))}
                  </span>
                ) : null}
              </>
            ),
          },
          { header: t.columns.key, className: 'font-mono text-slate-800', cell: (key) => key.apiKey },
          {
            header: t.columns.created,
            className: 'whitespace-nowrap text-slate-800',
            cell: (key) => formatDateTimeIt(key.createdAt, adminText.missing),
          },
          {
            header: t.columns.default,
            cell: (key) =>
              key.id === keys.data?.defaultApiKeyId ? (
                <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800">{t.isDefault}</span>
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`${t.setDefault}: ${key.name}`}
                  onClick={async () => {
                    try {
                      const result = await setDefault.mutateAsync(key.id);
                      toast.success(result.message);
                    } catch (err) {
                      toast.error(t.defaultFailed(errorMessage(err)));
                    }
                  }}
                >
                  {t.setDefault}
                </Button>
              ),
          },
          {
            header: t.columns.actions,
            cell: (key) => (
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`${t.test}: ${key.name}`}
                  disabled={testing !== null}
                  onClick={() => void runTest(key.id)}
                >
                  {testing === key.id ? t.testing : t.test}
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  aria-label={`${t.delete}: ${key.name}`}
                  onClick={async () => {
                    if (!window.confirm(t.deleteConfirm(key.name))) return;
                    try {
                      const result = await remove.mutateAsync(key.id);
                      toast.success(result.message);
                    } catch (err) {
                      toast.error(t.deleteFailed(errorMessage(err)));
                    }
                  }}
                >
                  {t.delete}
                </Button>
              </div>
            ),
          },
        ]}
      />
    </div>
  );
}

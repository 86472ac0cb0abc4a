import { toast } from '../../../lib/notify';
import { formatBytes, formatDateTimeIt } from '@app/shared/format';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Button } from '../../../components/ui/button';
import { profileText } from '@app/shared/i18n/profile';
import { errorMessage } from '../../../lib/api-client';
import { useDataExport } from '../api/get-data-export';
import { useRequestDataExport } from '../api/request-data-export';

/** 'Esporta i dati' (issue 33): the owner's ZIP of the account's data, built in the background, downloadable 7 days. */
export function DataExportCard() {
  const t = profileText.dataExport;
  const state = useDataExport();
  const start = useRequestDataExport();
  const latest = state.data?.latest ?? null;
  const pending = latest?.status === 'pending';
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm text-slate-700">{t.text}</p>
        <div aria-live="polite" className="text-sm">
          {pending ? <p className="text-slate-800">{t.pending}</p> : null}
          {latest?.status === 'failed' ? (
            <p role="alert" className="text-red-800">
              {latest.error ?? t.failed}
            </p>
          ) : null}
          {latest?.status === 'ready' && latest.downloadUrl ? (
            <p className="text-slate-800">
              <a className="font-medium text-brand-700 underline" href={latest.downloadUrl}>
                {t.download}
              </a>{' '}
              {t.readyDetails(formatBytes(latest.sizeBytes ?? 0), formatDateTimeIt(latest.expiresAt, ''))}
            </p>
          ) : null}
        </div>
        <Button
          variant="outline"
          disabled={pending || start.isPending}
          onClick={() =>
            start.mutate(undefined, {
              onSuccess: (result) => toast.success(result.message),
              onError: (err) => toast.error(errorMessage(err)),
            })
          }
        >
          {t.start}
        </Button>
      </CardContent>
    </Card>
  );
}

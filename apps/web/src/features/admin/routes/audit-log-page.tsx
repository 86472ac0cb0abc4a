import { useId, useState } from 'react';
import { AUDIT_ACTIONS, AUDIT_ACTION_LABELS, type AuditAction } from '@app/shared/api/admin';
import { formatDateTimeIt } from '@app/shared/format';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { adminText } from '../../../i18n/admin';
import { errorMessage } from '../../../lib/api-client';
import { useAuditLog } from '../api/get-audit-log';
import { Select } from '../components/select';

/**
 * /super-admin/audit-log: every operator action (D14), newest first, with filters; each told in one Italian sentence
 * with named people and plans (issue 34), dates as dd/MM/yyyy HH:mm.
 */
export function AuditLogPage() {
  const t = adminText.audit;
  const ids = { action: useId(), actor: useId(), target: useId() };
  const [action, setAction] = useState<AuditAction | ''>('');
  const [actor, setActor] = useState('');
  const [target, setTarget] = useState('');
  const log = useAuditLog({ action: action || undefined, actor: actor || undefined, target: target || undefined });
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];
  return (
    <div>
      <PageHeader title={t.title} description={t.description} />
      <form role="search" className="mb-4 grid gap-3 sm:grid-cols-3" onSubmit={(e) => e.preventDefault()}>
        <div className="space-y-1.5">
          <label htmlFor={ids.action} className="block text-sm font-medium text-slate-800">
            {t.action}
          </label>
          <Select id={ids.action} value={action} onChange={(e) => setAction(e.target.value as AuditAction | '')}>
            <option value="">{t.allActions}</option>
            {AUDIT_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {AUDIT_ACTION_LABELS[a]}
              </option>
            ))}
          </Select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={ids.actor} className="block text-sm font-medium text-slate-800">
            {t.actor}
          </label>
          <Input id={ids.actor} type="search" value={actor} onChange={(e) => setActor(e.target.value)} />
        </div>
        <div className="space-y-1.5">
          <label htmlFor={ids.target} className="block text-sm font-medium text-slate-800">
            {t.target}
          </label>
          <Input id={ids.target} type="search" value={target} onChange={(e) => setTarget(e.target.value)} />
        </div>
      </form>
      {log.isLoading ? <Spinner /> : null}
      {log.error ? (
        <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
          {t.loadError(errorMessage(log.error))}
        </p>
      ) : null}
      {log.data ? (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
          <table className="min-w-full divide-y divide-slate-200 text-sm" aria-label={t.tableLabel}>
            <thead className="bg-slate-50 text-left text-slate-700">
              <tr>
                {Object.values(t.columns).map((label) => (
                  <th key={label} scope="col" className="whitespace-nowrap px-3 py-3 font-semibold">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {entries.map((e) => (
                <tr key={e.id} data-testid="audit-row">
                  <td className="whitespace-nowrap px-3 py-2 align-top text-slate-800">
                    {formatDateTimeIt(e.createdAt, adminText.missing)}
                  </td>
                  <td className="px-3 py-2 align-top text-slate-900">{AUDIT_ACTION_LABELS[e.action as AuditAction] ?? e.action}</td>
                  <td className="min-w-64 break-words px-3 py-2 text-slate-800">{e.summary}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {entries.length === 0 ? <p className="p-6 text-center text-slate-700">{t.empty}</p> : null}
        </div>
      ) : null}
      {log.hasNextPage ? (
        <Button className="mt-4" variant="outline" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
          {t.more}
        </Button>
      ) : null}
    </div>
  );
}

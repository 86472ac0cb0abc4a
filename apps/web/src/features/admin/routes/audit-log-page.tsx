import { useState } from 'react';
import { AUDIT_ACTIONS, type AuditAction } from '@app/shared/api/admin';
import { AUDIT_ACTION_LABELS } from '@app/shared/i18n/admin';
import { formatDateTimeIt } from '@app/shared/format';
import { PageHeader } from '../../../components/ui/page-header';
import { DataTable } from '../../../components/ui/data-table';
import { Input } from '../../../components/ui/input';
import { adminText } from '@app/shared/i18n/admin';
import { errorMessage } from '../../../lib/api-client';
import { useAuditLog } from '../api/get-audit-log';
import { Select } from '../components/select';

/**
 * /super-admin/audit-log: every operator action (D14), newest first, with filters; each told in one Italian sentence
 * with named people and plans (issue 34), dates as dd/MM/yyyy HH:mm.
 */
export function AuditLogPage() {
  const t = adminText.audit;
  const [action, setAction] = useState<AuditAction | ''>('');
  const [actor, setActor] = useState('');
  const [target, setTarget] = useState('');
  const log = useAuditLog({ action: action || undefined, actor: actor || undefined, target: target || undefined });
  return (
    <div>
      <PageHeader title={t.title} description={t.description} />
      <DataTable
        label={t.tableLabel}
        filtersClassName="sm:grid-cols-3"
        filters={[
          {
            label: t.action,
            control: (id) => (
              <Select id={id} value={action} onChange={(e) => setAction(e.target.value as AuditAction | '')}>
                <option value="">{t.allActions}</option>
                {AUDIT_ACTIONS.map((a) => (
                  <option key={a} value={a}>
                    {AUDIT_ACTION_LABELS[a]}
                  </option>
                ))}
              </Select>
            ),
          },
          { label: t.actor, control: (id) => <Input id={id} type="search" value={actor} onChange={(e) => setActor(e.target.value)} /> },
          { label: t.target, control: (id) => <Input id={id} type="search" value={target} onChange={(e) => setTarget(e.target.value)} /> },
        ]}
        loading={log.isLoading}
        error={log.error ? t.loadError(errorMessage(log.error)) : null}
        rows={log.data?.pages.flatMap((p) => p.entries)}
        rowKey={(e) => e.id}
        rowTestId="audit-row"
        columns={[
          {
            header: t.columns.when,
            cell: (e) => formatDateTimeIt(e.createdAt, adminText.missing),
            className: 'whitespace-nowrap align-top text-slate-800',
          },
          {
            header: t.columns.action,
            cell: (e) => AUDIT_ACTION_LABELS[e.action as AuditAction] ?? e.action,
            className: 'align-top text-slate-900',
          },
          { header: t.columns.summary, cell: (e) => e.summary, className: 'min-w-64 break-words text-slate-800' },
        ]}
        empty={t.empty}
        more={{ hasMore: log.hasNextPage, loading: log.isFetchingNextPage, onMore: () => void log.fetchNextPage(), label: t.more }}
      />
    </div>
  );
}

import { Link, useParams } from 'react-router';
import { toast } from '../../../lib/notify';
import { ArrowLeft } from 'lucide-react';
import { PLAN_STATE_LABELS } from '@app/shared/i18n/admin';
import { roleLabel } from '@app/shared/roles';
import { formatDateTimeIt } from '@app/shared/format';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { adminText } from '@app/shared/i18n/admin';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useSubscription } from '../api/get-subscription';
import { useSetUserBan } from '../api/set-user-ban';
import { RoleForm } from '../components/role-form';
import { PlanForm } from '../components/plan-form';
import { UsageList } from '../components/usage-list';
import { StatusBadge } from '../components/status-badge';
import { AccountInvoices } from '../components/account-invoices';

/** /super-admin/subscriptions/:id: the user, role and plan edits, ban, their account's usage, members and invoices. */
export function SubscriptionPage() {
  const t = adminText.detail;
  const { id = '' } = useParams();
  const detail = useSubscription(id);
  const ban = useSetUserBan();
  const { session } = useSession();
  const na = adminText.missing;
  const back = (
    <Link to="/super-admin/subscriptions" className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 underline">
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      {t.back}
    </Link>
  );
  if (detail.isLoading) return <Spinner />;
  if (!detail.data) {
    return (
      <div>
        <PageHeader title={t.title} actions={back} />
        <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
          {errorMessage(detail.error)}
        </p>
      </div>
    );
  }
  const { user, account } = detail.data;
  const banned = user.status === 'banned';
  const toggleBan = async () => {
    if (!banned && !window.confirm(t.banConfirm(user.email))) return;
    try {
      const result = await ban.mutateAsync({ id: user.id, input: { banned: !banned } });
      toast.success(result.message);
    } catch (err) {
      toast.error(t.banError(errorMessage(err)));
    }
  };
  const facts: [string, string][] = [
    [adminText.subscriptions.columns.email, user.email],
    [adminText.subscriptions.columns.name, [user.firstName, user.lastName].filter(Boolean).join(' ') || na],
    [adminText.subscriptions.columns.role, roleLabel(user.role)],
    [adminText.subscriptions.columns.plan, user.planName ?? (user.planStatus ? PLAN_STATE_LABELS[user.planStatus] : na)],
    [adminText.subscriptions.columns.agents, String(user.agentCount)],
    [adminText.subscriptions.columns.created, formatDateTimeIt(user.createdAt, na)],
    [adminText.subscriptions.columns.lastSignIn, formatDateTimeIt(user.lastSignInAt, adminText.never)],
    [adminText.subscriptions.columns.expires, formatDateTimeIt(user.planExpiresAt, na)],
    [adminText.subscriptions.columns.instructor, user.isInstructor ? adminText.subscriptions.yes : adminText.subscriptions.no],
  ];
  return (
    <div>
      <PageHeader title={t.title} description={user.email} actions={back} />
      <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <Card>
          <CardHeader>
            <CardTitle>{t.facts}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              {facts.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-slate-700">{label}</dt>
                  <dd className="break-all font-medium text-slate-900">{value}</dd>
                </div>
              ))}
              <dt className="text-slate-700">{adminText.subscriptions.columns.status}</dt>
              <dd>
                <StatusBadge status={user.status} />
              </dd>
            </dl>
          </CardContent>
        </Card>
        <div className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle>{t.roleTitle}</CardTitle>
            </CardHeader>
            <CardContent>
              <RoleForm key={user.role} user={user} />
            </CardContent>
          </Card>
          {account ? (
            <Card>
              <CardHeader>
                <CardTitle>{t.planTitle}</CardTitle>
              </CardHeader>
              <CardContent>
                <PlanForm key={`${user.planName}-${user.planExpiresAt}`} user={user} />
              </CardContent>
            </Card>
          ) : null}
          {user.id !== session?.user.id ? (
            <Card>
              <CardHeader>
                <CardTitle>{t.banTitle}</CardTitle>
              </CardHeader>
              <CardContent>
                <Button variant={banned ? 'outline' : 'danger'} onClick={() => void toggleBan()} disabled={ban.isPending}>
                  {banned ? t.unban : t.ban}
                </Button>
              </CardContent>
            </Card>
          ) : null}
        </div>
      </div>
      {account ? (
        <div className="mt-6 grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
          <Card>
            <CardHeader>
              <CardTitle>{t.usageTitle}</CardTitle>
            </CardHeader>
            <CardContent>
              <UsageList usage={account.usage} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t.membersTitle}</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="divide-y divide-slate-100">
                {account.members.map((m) => (
                  <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                    <Link to={`/super-admin/subscriptions/${m.id}`} className="break-all font-medium text-brand-800 underline">
                      {m.email}
                    </Link>
                    <span className="flex items-center gap-2 text-slate-700">
                      {roleLabel(m.role)} <StatusBadge status={m.status} />
                    </span>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        </div>
      ) : (
        <p className="mt-6 text-sm text-slate-700">{t.noAccount}</p>
      )}
      {account && user.accountId ? <AccountInvoices accountId={user.accountId} /> : null}
    </div>
  );
}

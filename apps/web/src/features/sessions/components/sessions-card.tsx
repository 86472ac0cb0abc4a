import { toast } from '../../../lib/notify';
import type { UserSession } from '@app/shared/api/sessions';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { sessionsText as t } from '@app/shared/i18n/sessions';
import { errorMessage } from '../../../lib/api-client';
import { useSessions } from '../api/get-sessions';
import { useEndSession } from '../api/end-session';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { formatLocalDateTimeIt } from '@app/shared/format';

const describe = (s: UserSession) => t.on(s.browser ?? t.unknownBrowser, s.os ?? t.unknownOs);

/** The profile's 'Sessioni attive' (issue 17): device, approximate place, last activity; end one or all the others. */
export function SessionsCard() {
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const list = sessions.data ?? [];
  const others = list.filter((s) => !s.current).length;

  const onEnd = (s: UserSession) =>
    endOne.mutate(s.id, {
      onSuccess: (result) => toast.success(result.message),
      onError: (err) => toast.error(t.error(errorMessage(err))),
    });
  const onEndOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: (result) => toast.success(result.message),
      onError: (err) => toast.error(t.error(errorMessage(err))),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {sessions.isLoading ? <Skeleton className="h-24 w-full" /> : null}
        {sessions.error ? (
          <p role="alert" className="text-sm text-red-800">
            {t.loadError(errorMessage(sessions.error))}
          </p>
        ) : null}
        <ul aria-label={t.listLabel} className="divide-y divide-slate-200" data-testid="sessions-list">
          {list.map((s) => (
            <li key={s.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0 space-y-0.5 text-sm">
                <p className="font-medium text-slate-900">
                  {describe(s)}
                  {s.current ? (
                    <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">{t.thisSession}</span>
                  ) : null}
                </p>
                <p className="text-slate-700">
                  {t.device[s.device]} · {t.place(s.place)}
                </p>
                <p className="text-slate-700">
                  {t.lastActive(formatLocalDateTimeIt(s.lastActiveAt, { year: true }))}
                  {s.persistent ? null : ` · ${t.browserOnly}`}
                </p>
                {s.awaitingSecondFactor ? <p className="text-amber-900">{t.awaitingCode}</p> : null}
              </div>
              {s.current ? null : (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t.endLabel(describe(s))}
                  disabled={endOne.isPending}
                  onClick={() => onEnd(s)}
                >
                  {t.end}
                </Button>
              )}
            </li>
          ))}
        </ul>
        {others > 0 ? (
          <Button variant="outline" onClick={onEndOthers} disabled={endOthers.isPending}>
            {t.endOthers}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}

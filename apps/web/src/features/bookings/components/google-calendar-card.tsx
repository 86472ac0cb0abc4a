import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { GOOGLE_CALENDAR_OUTCOMES, type GoogleCalendarOutcome } from '@app/shared/api/google-calendar';
import { GOOGLE_CALENDAR_MESSAGES, googleCalendarText as t } from '@app/shared/i18n/google-calendar';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import { useChooseGoogleCalendar, useConnectGoogleCalendar, useDisconnectGoogleCalendar, useGoogleCalendar } from '../api/google-calendar';

const selectClass = 'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm';

/**
 * 'Google Calendar' on /bookings (owner and admin, issue 46, ADR 0330): connect (disabled with the plan's message on
 * Base), then the calendar to use and 'Scollega'. Google sends the browser back here with `?googleCalendar=<outcome>`.
 */
export function GoogleCalendarCard() {
  const status = useGoogleCalendar();
  const connect = useConnectGoogleCalendar();
  const choose = useChooseGoogleCalendar();
  const disconnect = useDisconnectGoogleCalendar();
  const [params, setParams] = useSearchParams();
  const [calendarId, setCalendarId] = useState('');
  const outcome = params.get('googleCalendar');

  useEffect(() => {
    if (!outcome) return;
    if ((GOOGLE_CALENDAR_OUTCOMES as readonly string[]).includes(outcome)) {
      const message = t.outcome[outcome as GoogleCalendarOutcome];
      if (outcome === 'connected') toast.success(message);
      else toast.error(message);
    }
    const next = new URLSearchParams(params);
    next.delete('googleCalendar');
    setParams(next, { replace: true });
  }, [outcome, params, setParams]);

  useEffect(() => {
    if (status.data?.calendarId) setCalendarId(status.data.calendarId);
  }, [status.data?.calendarId]);

  const data = status.data;
  if (!data) return null;
  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };

  return (
    <section className="mt-8 rounded-xl border border-slate-200 bg-white p-4" aria-labelledby="google-calendar-title">
      <h2 id="google-calendar-title" className="text-base font-semibold text-slate-900">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t.description}</p>
      {!data.configured ? (
        <p className="mt-3 text-sm text-slate-700">{t.notConfigured}</p>
      ) : !data.connected ? (
        <div className="mt-3 space-y-2">
          {!data.planAllows ? (
            <p id="google-calendar-plan" className="text-sm text-slate-700">
              {GOOGLE_CALENDAR_MESSAGES.planRequired}
            </p>
          ) : null}
          <Button
            size="sm"
            disabled={!data.planAllows || connect.isPending}
            aria-describedby={!data.planAllows ? 'google-calendar-plan' : undefined}
            onClick={() => void run(() => connect.mutateAsync('/bookings'))}
          >
            {connect.isPending ? t.connecting : t.connect}
          </Button>
        </div>
      ) : (
        <div className="mt-3 space-y-3">
          <p className="text-sm text-slate-800">{data.googleEmail ? t.connectedAs(data.googleEmail) : t.connectedNoEmail}</p>
          {!data.planAllows ? <p className="text-sm text-slate-700">{GOOGLE_CALENDAR_MESSAGES.planRequired}</p> : null}
          {data.unreachable ? <p className="text-sm text-amber-800">{t.unreachable}</p> : null}
          <p className="text-sm text-slate-700" role="status">
            {data.calendarSummary ? t.chosen(data.calendarSummary) : t.noneChosen}
          </p>
          {data.calendars ? (
            <form
              className="flex flex-col gap-2 sm:flex-row sm:items-end"
              aria-label={t.calendarPlaceholder}
              onSubmit={(event) => {
                event.preventDefault();
                void run(() => choose.mutateAsync(calendarId));
              }}
            >
              <div className="sm:w-80">
                <Field label={t.calendarLabel}>
                  <select className={selectClass} value={calendarId} onChange={(e) => setCalendarId(e.target.value)}>
                    <option value="">{t.calendarPlaceholder}</option>
                    {data.calendars.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.primary ? `${c.summary} ${t.primary}` : c.summary}
                      </option>
                    ))}
                  </select>
                </Field>
              </div>
              <Button type="submit" size="sm" disabled={!calendarId || choose.isPending}>
                {choose.isPending ? t.saving : t.save}
              </Button>
            </form>
          ) : null}
          <Button size="sm" variant="outline" disabled={disconnect.isPending} onClick={() => void run(() => disconnect.mutateAsync())}>
            {disconnect.isPending ? t.disconnecting : t.disconnect}
          </Button>
        </div>
      )}
    </section>
  );
}

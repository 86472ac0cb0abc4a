import { useState } from 'react';
import type { BookingService, ServiceInput } from '@app/shared/api/bookings';
import { WEEKDAY_LABELS } from '@app/shared/i18n/handoff';
import { bookingsText } from '@app/shared/i18n/bookings';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';

type Hours = NonNullable<ServiceInput['weeklyHours']>;
const OPEN_ALL_WEEK: Hours = Array.from({ length: 7 }, () => ({ open: '09:00', close: '18:00' }));

/**
 * A service's own bookable hours (issue 46): the agent's shared hours, or a week of its own (a colour only in the
 * mornings). Saved with the rest of the service, which the server checks again.
 */
export function ServiceHoursForm({
  service,
  sharedHours,
  pending,
  onSave,
}: {
  service: BookingService;
  sharedHours: Hours;
  pending: boolean;
  onSave: (weeklyHours: Hours | null) => void;
}) {
  const t = bookingsText;
  const [own, setOwn] = useState(service.weeklyHours !== null);
  const [hours, setHours] = useState<Hours>(service.weeklyHours ?? (sharedHours.length === 7 ? sharedHours : OPEN_ALL_WEEK));
  return (
    <form
      aria-label={t.editServiceHours(service.name)}
      className="mt-2 w-full space-y-2 rounded-md bg-slate-50 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(own ? hours : null);
      }}
    >
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" className="h-4 w-4" checked={!own} onChange={(e) => setOwn(!e.target.checked)} />
        {t.useSharedHours}
      </label>
      {own ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">{t.serviceHours(service.name)}</legend>
          {WEEKDAY_LABELS.map((label, i) => {
            const day = hours[i] ?? null;
            const setDay = (value: { open: string; close: string } | null) => setHours(hours.map((d, j) => (j === i ? value : d)));
            return (
              <div key={label} className="flex flex-wrap items-center gap-2 text-sm">
                <span className="w-24 font-medium text-slate-800">{label}</span>
                <label className="flex items-center gap-1">
                  <input
                    type="checkbox"
                    className="h-4 w-4"
                    checked={day === null}
                    aria-label={`${service.name}: ${label} ${t.closed.toLowerCase()}`}
                    onChange={(e) => setDay(e.target.checked ? null : { open: '09:00', close: '18:00' })}
                  />
                  {t.closed}
                </label>
                {day ? (
                  <>
                    <Input
                      aria-label={`${service.name}: ${label} apertura`}
                      type="time"
                      className="w-28"
                      value={day.open}
                      onChange={(e) => setDay({ ...day, open: e.target.value })}
                    />
                    <Input
                      aria-label={`${service.name}: ${label} chiusura`}
                      type="time"
                      className="w-28"
                      value={day.close}
                      onChange={(e) => setDay({ ...day, close: e.target.value })}
                    />
                  </>
                ) : null}
              </div>
            );
          })}
        </fieldset>
      ) : null}
      <Button type="submit" size="sm" disabled={pending}>
        {t.saveServiceHours}
      </Button>
    </form>
  );
}

import { useEffect, useState } from 'react';
import type { BookingSettings } from '@app/shared/api/bookings';
import { SLOT_MINUTES } from '@app/shared/booking-slots';
import { WEEKDAY_LABELS } from '@app/shared/i18n/handoff';
import { bookingsText } from '@app/shared/i18n/bookings';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import { useBookingSetup } from '../api/get-booking-setup';
import { useChangeBookingSetup } from '../api/change-booking-setup';
import { ServiceHoursForm } from './service-hours-form';

const selectClass = 'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm';

/** 'Prenotazioni' in the agent's settings (issue 46): on/off, hours, holidays, capacity, grid, notice, horizon, services. */
export function BookingSettingsSection({ agentId }: { agentId: string }) {
  const t = bookingsText;
  const setup = useBookingSetup(agentId);
  const change = useChangeBookingSetup(agentId);
  const [draft, setDraft] = useState<BookingSettings | null>(null);
  const [holidays, setHolidays] = useState('');
  const [service, setService] = useState({ name: '', duration: '30', price: '', description: '' });
  const [editingHours, setEditingHours] = useState<string | null>(null);
  useEffect(() => {
    if (setup.data) {
      setDraft(setup.data.settings);
      setHolidays(setup.data.settings.holidays.join('\n'));
    }
  }, [setup.data]);
  if (!draft || !setup.data) return null;
  const set = (patch: Partial<BookingSettings>) => setDraft({ ...draft, ...patch });
  const run = async (c: Parameters<typeof change.mutateAsync>[0], done: string) => {
    try {
      await change.mutateAsync(c);
      toast.success(done);
      return true;
    } catch (err) {
      toast.error(errorMessage(err));
      return false;
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.settingsTitle}</CardTitle>
        <CardDescription>{t.settingsDescription}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <form
          aria-label={t.settingsTitle}
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            const list = holidays
              .split(/\s+/)
              .map((d) => d.trim())
              .filter(Boolean);
            void run({ kind: 'settings', settings: { ...draft, holidays: list } }, t.saved);
          }}
        >
          <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <input type="checkbox" className="h-4 w-4" checked={draft.enabled} onChange={(e) => set({ enabled: e.target.checked })} />
            {t.enabled}
          </label>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <Field label={t.capacity} hint={t.capacityHint}>
              <Input type="number" min={1} max={500} value={draft.capacity} onChange={(e) => set({ capacity: Number(e.target.value) })} />
            </Field>
            <Field label={t.slotMinutes}>
              <select className={selectClass} value={draft.slotMinutes} onChange={(e) => set({ slotMinutes: Number(e.target.value) })}>
                {SLOT_MINUTES.map((m) => (
                  <option key={m} value={m}>
                    {m}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={t.notice}>
              <Input
                type="number"
                min={0}
                value={draft.minNoticeMinutes}
                onChange={(e) => set({ minNoticeMinutes: Number(e.target.value) })}
              />
            </Field>
            <Field label={t.horizon}>
              <Input
                type="number"
                min={1}
                max={365}
                value={draft.horizonDays}
                onChange={(e) => set({ horizonDays: Number(e.target.value) })}
              />
            </Field>
          </div>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="h-4 w-4"
              checked={draft.requireConfirmation}
              onChange={(e) => set({ requireConfirmation: e.target.checked })}
            />
            {t.requireConfirmation}
          </label>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-800">{t.hours}</legend>
            {WEEKDAY_LABELS.map((label, i) => {
              const day = draft.weeklyHours[i] ?? null;
              const setDay = (value: { open: string; close: string } | null) =>
                set({ weeklyHours: draft.weeklyHours.map((d, j) => (j === i ? value : d)) });
              return (
                <div key={label} className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="w-24 font-medium text-slate-800">{label}</span>
                  <label className="flex items-center gap-1">
                    <input
                      type="checkbox"
                      className="h-4 w-4"
                      checked={day === null}
                      onChange={(e) => setDay(e.target.checked ? null : { open: '09:00', close: '18:00' })}
                    />
                    {t.closed}
                  </label>
                  {day ? (
                    <>
                      <Input
                        aria-label={`${label} apertura`}
                        type="time"
                        className="w-28"
                        value={day.open}
                        onChange={(e) => setDay({ ...day, open: e.target.value })}
                      />
                      <Input
                        aria-label={`${label} chiusura`}
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
          <Field label={t.holidays}>
            <Textarea rows={3} value={holidays} onChange={(e) => setHolidays(e.target.value)} />
          </Field>
          <Button type="submit" disabled={change.isPending}>
            {t.save}
          </Button>
        </form>
        <section aria-labelledby={`booking-services-${agentId}`} className="space-y-3">
          <h3 id={`booking-services-${agentId}`} className="text-base font-semibold text-slate-900">
            {t.services}
          </h3>
          {setup.data.services.length === 0 ? <p className="text-sm text-slate-700">{t.noServices}</p> : null}
          <ul className="space-y-2">
            {setup.data.services.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 p-2 text-sm">
                <span>
                  {s.name} · {s.durationMinutes} min
                  {s.priceCents != null ? ` · € ${(s.priceCents / 100).toFixed(2).replace('.', ',')}` : ''} ·{' '}
                  {s.weeklyHours ? t.serviceHoursOwn : t.serviceHoursShared}
                </span>
                <span className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    aria-expanded={editingHours === s.id}
                    onClick={() => setEditingHours(editingHours === s.id ? null : s.id)}
                  >
                    {t.editServiceHours(s.name)}
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => void run({ kind: 'remove-service', serviceId: s.id }, t.done)}>
                    {t.removeService(s.name)}
                  </Button>
                </span>
                {editingHours === s.id ? (
                  <ServiceHoursForm
                    service={s}
                    sharedHours={setup.data.settings.weeklyHours}
                    pending={change.isPending}
                    onSave={(weeklyHours) => {
                      const { id, ...input } = s;
                      void run({ kind: 'update-service', serviceId: id, service: { ...input, weeklyHours } }, t.serviceHoursSaved).then(
                        (ok) => ok && setEditingHours(null),
                      );
                    }}
                  />
                ) : null}
              </li>
            ))}
          </ul>
          <form
            aria-label={t.addService}
            className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
            onSubmit={(event) => {
              event.preventDefault();
              const price = service.price.trim() ? Math.round(Number(service.price.replace(',', '.')) * 100) : null;
              void run(
                {
                  kind: 'add-service',
                  service: {
                    name: service.name,
                    durationMinutes: Number(service.duration),
                    priceCents: price,
                    description: service.description.trim() || null,
                    weeklyHours: null,
                  },
                },
                t.done,
              ).then((ok) => ok && setService({ name: '', duration: '30', price: '', description: '' }));
            }}
          >
            <Field label={t.serviceName}>
              <Input value={service.name} onChange={(e) => setService({ ...service, name: e.target.value })} />
            </Field>
            <Field label={t.duration}>
              <Input
                type="number"
                min={5}
                max={720}
                value={service.duration}
                onChange={(e) => setService({ ...service, duration: e.target.value })}
              />
            </Field>
            <Field label={t.price}>
              <Input inputMode="decimal" value={service.price} onChange={(e) => setService({ ...service, price: e.target.value })} />
            </Field>
            <Field label={t.serviceDescription}>
              <Input value={service.description} onChange={(e) => setService({ ...service, description: e.target.value })} />
            </Field>
            <div>
              <Button type="submit" variant="outline" disabled={change.isPending}>
                {t.addService}
              </Button>
            </div>
          </form>
        </section>
      </CardContent>
    </Card>
  );
}

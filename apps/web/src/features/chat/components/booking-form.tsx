import { useState, type FormEvent } from 'react';
import type { BookingService } from '@app/shared/api/bookings';
import { VISITOR_LOCALES, type VisitorLanguage } from '@app/shared/visitor-language';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { useBookSlot, useBookingSlots, type PublicBookingBody } from '../api/public-bookings';
import { useVisitorCopy } from '../visitor-copy';

const selectClass = 'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm';
const romeDate = (at = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(at);
const dayLabel = (date: string, language: VisitorLanguage) =>
  new Intl.DateTimeFormat(VISITOR_LOCALES[language], { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

interface BookingFormProps {
  agentId: string;
  services: BookingService[];
  base: Pick<PublicBookingBody, 'visitorId' | 'conversationId' | 'channel'>;
  onBooked: (notice: string) => void;
  onCancel: () => void;
}

/**
 * 'Prenota' in the public chat and the widget (issue 46), without a model: a service, a slot picked from the free ones
 * of the coming week, the visitor's name, e-mail or phone and consent. The server checks everything again.
 */
export function BookingForm({ agentId, services, base, onBooked, onCancel }: BookingFormProps) {
  const { language, copy } = useVisitorCopy();
  const t = copy.bookingForm;
  const V = copy.bookings;
  const [serviceId, setServiceId] = useState(services[0]?.id ?? '');
  const [from] = useState(() => romeDate());
  const slots = useBookingSlots(agentId, serviceId || null, from, language);
  const [slot, setSlot] = useState<{ date: string; time: string } | null>(null);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const book = useBookSlot(agentId);

  const byDay = new Map<string, { date: string; time: string }[]>();
  for (const s of slots.data?.slots ?? []) byDay.set(s.date, [...(byDay.get(s.date) ?? []), s]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!slot) return setError(t.chooseSlotFirst);
    if (!name.trim()) return setError(V.nameRequired);
    if (!email.trim() && !phone.trim()) return setError(V.contactRequired);
    if (!consent) return setError(V.consentRequired);
    try {
      const result = await book.mutateAsync({
        ...base,
        serviceId,
        ...slot,
        name,
        ...(email.trim() ? { email } : {}),
        ...(phone.trim() ? { phone } : {}),
        consent: true,
        language,
      });
      onBooked(result.notice);
    } catch (err) {
      // The shared limiter refuses in Italian before reading the body: said again in the visitor's language.
      setError(err instanceof ApiRequestError && err.status === 429 ? V.tooManyRequests : errorMessage(err));
      void slots.refetch();
    }
  };

  return (
    <form noValidate aria-label={t.title} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4" onSubmit={submit}>
      <h2 className="text-base font-semibold text-slate-900">{t.title}</h2>
      <Field label={t.service}>
        <select
          className={selectClass}
          value={serviceId}
          onChange={(e) => {
            setServiceId(e.target.value);
            setSlot(null);
          }}
        >
          {services.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name} ({s.durationMinutes} min{s.priceCents != null ? `, € ${(s.priceCents / 100).toFixed(2).replace('.', ',')}` : ''})
            </option>
          ))}
        </select>
      </Field>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-800">{t.slots}</legend>
        {slots.isLoading ? (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
            <Spinner /> {t.loadingSlots}
          </p>
        ) : byDay.size === 0 ? (
          <p className="text-sm text-slate-700">{V.noSlots}</p>
        ) : (
          <div className="max-h-56 space-y-2 overflow-y-auto">
            {[...byDay.entries()].map(([date, list]) => (
              <div key={date} role="radiogroup" aria-label={dayLabel(date, language)}>
                <p className="text-sm font-medium capitalize text-slate-800">{dayLabel(date, language)}</p>
                <div className="mt-1 flex flex-wrap gap-1.5">
                  {list.map((s) => {
                    const chosen = slot?.date === s.date && slot.time === s.time;
                    return (
                      <button
                        key={s.time}
                        type="button"
                        role="radio"
                        aria-checked={chosen}
                        aria-label={`${dayLabel(date, language)} ${s.time}`}
                        onClick={() => setSlot({ date: s.date, time: s.time })}
                        className={`rounded-md border px-2.5 py-1 text-sm ${chosen ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-900 hover:bg-slate-50'}`}
                      >
                        {s.time}
                      </button>
                    );
                  })}
                </div>
              </div>
            ))}
          </div>
        )}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label={t.name} required>
          <Input autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
        </Field>
        <Field label={t.email} hint={t.contactHint}>
          <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
        <Field label={t.phone}>
          <Input type="tel" autoComplete="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />
        </Field>
      </div>
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input type="checkbox" className="mt-1 h-4 w-4" checked={consent} onChange={(e) => setConsent(e.target.checked)} />
        <span>
          {t.consentBefore}
          <a href="/privacy" target="_blank" rel="noreferrer" className="font-medium text-brand-800 underline">
            {t.consentLink}
          </a>
          .
        </span>
      </label>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={book.isPending}>
          {book.isPending ? t.sending : t.submit}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}

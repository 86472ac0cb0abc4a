import { useState } from 'react';
import { useParams } from 'react-router';
import { visitorCopy } from '@app/shared/i18n/visitor/index';
import { VISITOR_LOCALES } from '@app/shared/visitor-language';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useChangeLinkedBooking, useLinkedBooking, useLinkedSlots } from '../api/booking-link';
import { romeDate } from '../api/keys';

/** /prenotazione/:token: the visitor's e-mailed link to see, cancel or move their booking (issue 46). */
export function BookingLinkPage() {
  const { token = '' } = useParams();
  const booking = useLinkedBooking(token);
  // The language of the conversation the booking was made in (issue 48); Italian before it loads or without one.
  const language = booking.data?.language ?? 'it';
  const V = visitorCopy(language).bookings;
  const change = useChangeLinkedBooking(token);
  const [moving, setMoving] = useState(false);
  const [from] = useState(() => romeDate());
  const slots = useLinkedSlots(token, from, moving);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (c: Parameters<typeof change.mutateAsync>[0]) => {
    setError(null);
    try {
      const b = await change.mutateAsync(c);
      setMessage(c.kind === 'cancel' ? V.cancelled : V.moved(b.when));
      setMoving(false);
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <main lang={language} className="mx-auto max-w-xl p-4 sm:p-8">
      <h1 className="mb-4 text-2xl font-semibold text-slate-900">{V.pageTitle}</h1>
      {booking.isLoading ? (
        <p role="status" className="flex items-center gap-2">
          <Spinner /> …
        </p>
      ) : null}
      {booking.error ? (
        <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
          {errorMessage(booking.error)}
        </p>
      ) : null}
      {booking.data ? (
        <section className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
          <p className="text-lg font-medium text-slate-900">
            {booking.data.serviceName} · {booking.data.agentName}
          </p>
          <p className="text-slate-800">{booking.data.when}</p>
          <p className="text-sm text-slate-700" data-testid="booking-status">
            {V.status[booking.data.status]}
          </p>
          {message ? (
            <p role="status" className="rounded-md bg-green-50 p-3 text-green-900">
              {message}
            </p>
          ) : null}
          {error ? (
            <p role="alert" className="text-red-700">
              {error}
            </p>
          ) : null}
          {booking.data.status !== 'cancelled' ? (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => setMoving(!moving)} aria-expanded={moving}>
                {V.moveButton}
              </Button>
              <Button onClick={() => void run({ kind: 'cancel' })} disabled={change.isPending}>
                {V.cancelButton}
              </Button>
            </div>
          ) : null}
          {moving ? (
            <div role="radiogroup" aria-label={V.chooseSlot} className="flex max-h-72 flex-wrap gap-1.5 overflow-y-auto">
              {(slots.data?.slots ?? []).map((s) => (
                <button
                  key={`${s.date} ${s.time}`}
                  type="button"
                  role="radio"
                  aria-checked={false}
                  className="rounded-md border border-slate-300 px-2.5 py-1 text-sm text-slate-900 hover:bg-slate-50"
                  onClick={() => void run({ kind: 'move', date: s.date, time: s.time })}
                >
                  {new Date(`${s.date}T12:00:00Z`).toLocaleDateString(VISITOR_LOCALES[language], {
                    day: 'numeric',
                    month: 'short',
                    timeZone: 'UTC',
                  })}{' '}
                  {s.time}
                </button>
              ))}
              {slots.data && slots.data.slots.length === 0 ? <p>{V.noSlots}</p> : null}
            </div>
          ) : null}
        </section>
      ) : null}
    </main>
  );
}

import { useState, type FormEvent } from 'react';
import type { Booking, BookingListQuery, BookingStatus } from '@app/shared/api/bookings';
import { formatDateTimeIt } from '@app/shared/format';
import { BOOKING_STATUS_LABELS, bookingsText } from '@app/shared/i18n/bookings';
import { canManageGoogleCalendar, canUseBookingFeed } from '@app/shared/roles';
import { GoogleCalendarCard } from '../components/google-calendar-card';
import { PageHeader } from '../../../components/ui/page-header';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/notify';
import { bookingsExportUrl, useBookings } from '../api/get-bookings';
import { useActOnBooking } from '../api/act-on-booking';
import { useBookingFeed, useRotateBookingFeed } from '../api/booking-feed';
import { addDays, romeDate } from '../api/keys';
import { useLiveBookings } from '../use-live-bookings';
import { useEnterableServices } from '../api/team-booking';
import { PhoneBookingForm } from '../components/phone-booking-form';

type View = 'today' | 'week' | 'all';
const selectClass = 'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm';

function rangeOf(view: View): Pick<BookingListQuery, 'from' | 'to'> {
  const today = romeDate();
  if (view === 'today') return { from: today, to: today };
  if (view === 'week') return { from: today, to: addDays(today, 6) };
  return { from: today };
}

/** /bookings ('Prenotazioni', issue 46): today, the week or every coming booking the member sees (D19), live. */
export function BookingsPage() {
  const t = bookingsText;
  const [view, setView] = useState<View>('week');
  const [status, setStatus] = useState<BookingStatus | ''>('');
  const [q, setQ] = useState('');
  const [search, setSearch] = useState('');
  const filters: BookingListQuery = { ...rangeOf(view), ...(status ? { status } : {}), ...(search ? { q: search } : {}) };
  useLiveBookings();
  const bookings = useBookings(filters);
  const { session } = useSession();
  const rows = bookings.data?.bookings ?? [];
  const assignable = bookings.data?.assignable ?? [];
  // A user enters and assigns no booking (D19): only those handed to them are theirs to see.
  const mayEnter = Boolean(session && session.user.role !== 'user');
  const enterable = useEnterableServices(mayEnter);
  const [entering, setEntering] = useState(false);

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={t.title}
        description={t.description}
        actions={
          <div className="flex flex-wrap gap-2">
            {enterable.data && enterable.data.agents.length > 0 ? (
              <Button size="sm" aria-expanded={entering} onClick={() => setEntering(!entering)}>
                {t.newBooking}
              </Button>
            ) : null}
            <a className={buttonClasses('outline', 'sm')} href={bookingsExportUrl(filters)} download>
              {t.exportCsv}
            </a>
          </div>
        }
      />
      {entering && enterable.data ? <PhoneBookingForm agents={enterable.data.agents} onDone={() => setEntering(false)} /> : null}
      <div role="group" aria-label={t.views} className="mb-4 flex flex-wrap gap-2">
        {(['today', 'week', 'all'] as const).map((v) => (
          <Button key={v} size="sm" variant={view === v ? 'primary' : 'outline'} aria-pressed={view === v} onClick={() => setView(v)}>
            {t[v]}
          </Button>
        ))}
      </div>
      <form
        className="mb-6 grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-3"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          setSearch(q.trim());
        }}
      >
        <Field label={t.status}>
          <select className={selectClass} value={status} onChange={(e) => setStatus(e.target.value as BookingStatus | '')}>
            <option value="">{t.anyStatus}</option>
            {Object.entries(BOOKING_STATUS_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t.search}>
          <Input type="search" value={q} maxLength={100} onChange={(e) => setQ(e.target.value)} />
        </Field>
        <div className="flex items-end">
          <Button type="submit">{t.search.split(' ')[0]}</Button>
        </div>
      </form>
      {bookings.error ? (
        <p role="alert" className="mb-6 rounded-md bg-red-50 p-4 text-red-800">
          {t.loadError(errorMessage(bookings.error))}
        </p>
      ) : null}
      {bookings.isLoading ? (
        <div role="status" className="flex items-center gap-2 text-slate-700">
          <Spinner /> {t.loading}
        </div>
      ) : null}
      {bookings.data && rows.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">{t.empty}</p>
      ) : null}
      <ul className="space-y-3" aria-label={t.title}>
        {rows.map((b) => (
          <BookingItem key={b.id} booking={b} assignable={mayEnter ? assignable : null} />
        ))}
      </ul>
      {session && canUseBookingFeed(session.user.role) ? <FeedCard /> : null}
      {session && canManageGoogleCalendar(session.user.role) ? <GoogleCalendarCard /> : null}
    </div>
  );
}

function BookingItem({ booking: b, assignable }: { booking: Booking; assignable: { id: string; name: string }[] | null }) {
  const t = bookingsText;
  const act = useActOnBooking();
  const [moving, setMoving] = useState(false);
  const start = new Date(b.startsAt);
  const [date, setDate] = useState(romeDate(start));
  const [time, setTime] = useState(
    new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', hour: '2-digit', minute: '2-digit' }).format(start),
  );
  const run = async (action: Parameters<typeof act.mutateAsync>[0], done: string = t.done) => {
    try {
      await act.mutateAsync(action);
      toast.success(done);
      setMoving(false);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" data-testid="booking-item">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold text-slate-900">
            {formatDateTimeIt(b.startsAt)} · {b.serviceName}
          </p>
          <p className="text-sm text-slate-700">
            {b.name}
            {b.email ? ` · ${b.email}` : ''}
            {b.phone ? ` · ${b.phone}` : ''}
          </p>
          <p className="text-sm text-slate-700">
            {b.agentName} · {t.channel[b.channel] ?? b.channel}
            {b.note ? ` · ${b.note}` : ''}
          </p>
        </div>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-sm font-medium text-slate-800">{BOOKING_STATUS_LABELS[b.status]}</span>
      </div>
      {assignable ? (
        <div className="mt-3 max-w-xs">
          <Field label={t.assignee}>
            <select
              className={selectClass}
              value={b.assigneeId ?? ''}
              disabled={act.isPending}
              onChange={(e) => void run({ kind: 'assign', bookingId: b.id, assigneeId: e.target.value || null }, t.assigned)}
            >
              <option value="">{t.unassigned}</option>
              {/* The current assignee stays named even when the caller may not assign to them. */}
              {b.assigneeId && !assignable.some((m) => m.id === b.assigneeId) ? (
                <option value={b.assigneeId}>{t.assigneeOther}</option>
              ) : null}
              {assignable.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </select>
          </Field>
        </div>
      ) : null}
      {b.status !== 'cancelled' ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {b.status === 'pending' ? (
            <Button size="sm" onClick={() => void run({ kind: 'confirm', bookingId: b.id })}>
              {t.confirm}
            </Button>
          ) : null}
          <Button size="sm" variant="outline" aria-expanded={moving} onClick={() => setMoving(!moving)}>
            {t.move}
          </Button>
          <Button size="sm" variant="outline" onClick={() => void run({ kind: 'cancel', bookingId: b.id })}>
            {t.cancel}
          </Button>
        </div>
      ) : null}
      {moving ? (
        <form
          aria-label={t.moveTitle(b.name)}
          className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-3"
          onSubmit={(event) => {
            event.preventDefault();
            void run({ kind: 'move', bookingId: b.id, date, time });
          }}
        >
          <Field label={t.date}>
            <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} required />
          </Field>
          <Field label={t.time}>
            <Input type="time" step={300} value={time} onChange={(e) => setTime(e.target.value)} required />
          </Field>
          <div className="flex items-end">
            <Button type="submit" disabled={act.isPending}>
              {t.moveSave}
            </Button>
          </div>
        </form>
      ) : null}
    </li>
  );
}

function FeedCard() {
  const t = bookingsText;
  const [shown, setShown] = useState(false);
  const feed = useBookingFeed(shown);
  const rotate = useRotateBookingFeed();
  return (
    <section className="mt-8 rounded-xl border border-slate-200 bg-white p-4" aria-labelledby="booking-feed-title">
      <h2 id="booking-feed-title" className="text-base font-semibold text-slate-900">
        {t.feedTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t.feedHint}</p>
      {shown && feed.data ? (
        <div className="mt-3 space-y-2">
          <Field label={t.feedLabel}>
            <Input readOnly value={feed.data.url} onFocus={(e) => e.target.select()} />
          </Field>
          <Button size="sm" variant="outline" onClick={() => rotate.mutate()} disabled={rotate.isPending}>
            {t.feedRotate}
          </Button>
        </div>
      ) : (
        <Button className="mt-3" size="sm" variant="outline" onClick={() => setShown(true)}>
          {t.feedShow}
        </Button>
      )}
    </section>
  );
}

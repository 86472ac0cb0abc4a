import { useState, type FormEvent } from 'react';
import type { EnterableServices } from '@app/shared/api/bookings';
import { bookingsText } from '@app/shared/i18n/bookings';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import { addDays, romeDate } from '../api/keys';
import { useCreateTeamBooking, useTeamSlots } from '../api/team-booking';

const selectClass = 'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm';

/**
 * 'Nuova prenotazione' (issue 46): a member takes a booking on the phone. The agent and service, a day and one of
 * its free slots (the server lists them without the notice), the caller's name and phone or e-mail, a note.
 */
export function PhoneBookingForm({ agents, onDone }: { agents: EnterableServices['agents']; onDone: () => void }) {
  const t = bookingsText;
  const [agentId, setAgentId] = useState(agents[0]?.id ?? '');
  const services = agents.find((a) => a.id === agentId)?.services ?? [];
  const [serviceId, setServiceId] = useState(services[0]?.id ?? '');
  const [date, setDate] = useState(() => addDays(romeDate(), 1));
  const [time, setTime] = useState('');
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const slots = useTeamSlots(agentId, serviceId, date);
  const create = useCreateTeamBooking();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!time) return setError(t.chooseSlot);
    try {
      await create.mutateAsync({
        agentId,
        serviceId,
        date,
        time,
        name,
        ...(phone.trim() ? { phone } : {}),
        ...(email.trim() ? { email } : {}),
        ...(note.trim() ? { note } : {}),
      });
      toast.success(t.created);
      onDone();
    } catch (err) {
      setError(errorMessage(err));
      void slots.refetch();
    }
  };

  return (
    <form
      aria-label={t.newBookingTitle}
      noValidate
      className="mb-6 space-y-3 rounded-xl border border-slate-200 bg-white p-4"
      onSubmit={submit}
    >
      <h2 className="text-base font-semibold text-slate-900">{t.newBookingTitle}</h2>
      <p className="text-sm text-slate-700">{t.newBookingHint}</p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Field label={t.agent}>
          <select
            className={selectClass}
            value={agentId}
            onChange={(e) => {
              setAgentId(e.target.value);
              setServiceId(agents.find((a) => a.id === e.target.value)?.services[0]?.id ?? '');
              setTime('');
            }}
          >
            {agents.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t.service}>
          <select
            className={selectClass}
            value={serviceId}
            onChange={(e) => {
              setServiceId(e.target.value);
              setTime('');
            }}
          >
            {services.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name} ({s.durationMinutes} min)
              </option>
            ))}
          </select>
        </Field>
        <Field label={t.date}>
          <Input
            type="date"
            value={date}
            min={romeDate()}
            onChange={(e) => {
              setDate(e.target.value);
              setTime('');
            }}
          />
        </Field>
      </div>
      {slots.isLoading ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
          <Spinner /> {t.loadingSlots}
        </p>
      ) : slots.data && slots.data.slots.length === 0 ? (
        <p className="text-sm text-slate-700">{t.noFreeSlots}</p>
      ) : (
        <Field label={t.slot}>
          <select className={selectClass} value={time} onChange={(e) => setTime(e.target.value)}>
            <option value="">{t.chooseSlot}</option>
            {(slots.data?.slots ?? []).map((s) => (
              <option key={s.time} value={s.time}>
                {s.time}
              </option>
            ))}
          </select>
        </Field>
      )}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Field label={t.customerName}>
          <Input value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
        </Field>
        <Field label={t.customerPhone}>
          <Input type="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />
        </Field>
        <Field label={t.customerEmail}>
          <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
      </div>
      <Field label={t.note}>
        <Input value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} />
      </Field>
      {error ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={create.isPending}>
          {t.saveBooking}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          {t.close}
        </Button>
      </div>
    </form>
  );
}

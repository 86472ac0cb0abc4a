import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/notify';
import type { VisitorQuery } from '@app/shared/api/privacy';
import { formatDateTimeIt } from '@app/shared/format';
import { analyticsText } from '@app/shared/i18n/analytics';
import { Button } from '../../../components/ui/button';
import { TitledCard } from './titled-card';
import { Field } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { useSearchVisitor } from '../api/search-visitor';
import { useEraseVisitor } from '../api/erase-visitor';
import { selectClass } from './select-class';

const inputClass = 'w-full rounded-md border border-slate-300 px-3 py-2 text-sm';

type Key = 'email' | 'customerId' | 'phone' | 'telegramId' | 'messengerId' | 'instagramId';
const KEYS: Key[] = ['email', 'customerId', 'phone', 'telegramId', 'messengerId', 'instagramId'];

/**
 * The owner's GDPR erasure of one visitor (issue 33): find their conversations by e-mail, widget customer id, WhatsApp
 * number, Telegram id, Messenger PSID or Instagram IGSID (ADR 0188; the e-mail also finds who wrote to a connected
 * mailbox), then erase. `onErased`: the page's other caches the erasure makes stale.
 */
export function VisitorErasureForm({ onErased }: { onErased?: () => Promise<unknown> }) {
  const t = analyticsText.erasure;
  const labels: Record<Key, string> = {
    email: t.byEmail,
    customerId: t.byCustomerId,
    phone: t.byPhone,
    telegramId: t.byTelegramId,
    messengerId: t.byMessengerId,
    instagramId: t.byInstagramId,
  };
  const [by, setBy] = useState<Key>('email');
  const [value, setValue] = useState('');
  const search = useSearchVisitor();
  const erase = useEraseVisitor(onErased);
  const query = (): VisitorQuery => ({ [by]: value.trim() }) as VisitorQuery;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search.mutate(query(), { onError: (err) => toast.error(errorMessage(err)) });
  };
  const found = search.data?.conversations;
  const leads = search.data?.leads ?? [];
  return (
    <TitledCard title={t.title} description={t.description}>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <div className="w-full sm:w-48">
          <Field label={t.by}>
            <select className={selectClass} value={by} onChange={(e) => setBy(KEYS.find((k) => k === e.target.value) ?? 'email')}>
              {KEYS.map((key) => (
                <option key={key} value={key}>
                  {labels[key]}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <div className="w-full sm:w-72">
          <Field label={labels[by]}>
            <input
              className={inputClass}
              value={value}
              inputMode={by === 'email' || by === 'customerId' ? undefined : 'numeric'}
              onChange={(e) => setValue(e.target.value)}
            />
          </Field>
        </div>
        <Button type="submit" disabled={search.isPending}>
          {t.search}
        </Button>
      </form>
      {found ? (
        <div className="mt-4" aria-live="polite">
          {found.length === 0 && leads.length === 0 ? (
            <p className="text-sm text-slate-700">{t.none}</p>
          ) : (
            <>
              {found.length > 0 ? (
                <>
                  <p className="text-sm text-slate-800">{t.found(found.length)}</p>
                  <ul className="mt-2 space-y-1 text-sm text-slate-700">
                    {found.map((c) => (
                      <li key={c.id}>{t.row(c.agentName, formatDateTimeIt(c.createdAt, ''), c.messages)}</li>
                    ))}
                  </ul>
                </>
              ) : null}
              {leads.length > 0 ? (
                <>
                  <p className="mt-2 text-sm text-slate-800">{t.foundLeads(leads.length)}</p>
                  <ul className="mt-2 space-y-1 text-sm text-slate-700">
                    {leads.map((l) => (
                      <li key={l.id}>{t.leadRow(l.agentName, l.name, formatDateTimeIt(l.createdAt, ''))}</li>
                    ))}
                  </ul>
                </>
              ) : null}
              <Button
                className="mt-3"
                variant="danger"
                disabled={erase.isPending}
                onClick={() => {
                  if (!window.confirm(t.confirm(found.length, leads.length))) return;
                  erase.mutate(query(), {
                    onSuccess: (result) => {
                      toast.success(result.message);
                      search.reset();
                      setValue('');
                    },
                    onError: (err) => toast.error(errorMessage(err)),
                  });
                }}
              >
                {t.erase}
              </Button>
            </>
          )}
        </div>
      ) : null}
    </TitledCard>
  );
}

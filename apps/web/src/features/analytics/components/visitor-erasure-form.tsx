import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { VisitorQuery } from '@app/shared/api/privacy';
import { formatDateTimeIt } from '@app/shared/format';
import { analyticsText } from '../../../i18n/analytics';
import { Button } from '../../../components/ui/button';
import { TitledCard } from './titled-card';
import { Field } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { useSearchVisitor } from '../api/search-visitor';
import { useEraseVisitor } from '../api/erase-visitor';
import { selectClass } from './select-class';

const inputClass = 'w-full rounded-md border border-slate-300 px-3 py-2 text-sm';

/** The owner's GDPR erasure of one visitor (issue 33): find their conversations by e-mail or customer id, then erase. */
export function VisitorErasureForm() {
  const t = analyticsText.erasure;
  const [by, setBy] = useState<'email' | 'customerId'>('email');
  const [value, setValue] = useState('');
  const search = useSearchVisitor();
  const erase = useEraseVisitor();
  const query = (): VisitorQuery => (by === 'email' ? { email: value.trim() } : { customerId: value.trim() });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search.mutate(query(), { onError: (err) => toast.error(errorMessage(err)) });
  };
  const found = search.data?.conversations;
  return (
    <TitledCard title={t.title} description={t.description}>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <div className="w-full sm:w-48">
          <Field label={t.by}>
            <select className={selectClass} value={by} onChange={(e) => setBy(e.target.value === 'customerId' ? 'customerId' : 'email')}>
              <option value="email">{t.byEmail}</option>
              <option value="customerId">{t.byCustomerId}</option>
            </select>
          </Field>
        </div>
        <div className="w-full sm:w-72">
          <Field label={by === 'email' ? t.byEmail : t.byCustomerId}>
            <input className={inputClass} value={value} onChange={(e) => setValue(e.target.value)} />
          </Field>
        </div>
        <Button type="submit" disabled={search.isPending}>
          {t.search}
        </Button>
      </form>
      {found ? (
        <div className="mt-4" aria-live="polite">
          {found.length === 0 ? (
            <p className="text-sm text-slate-700">{t.none}</p>
          ) : (
            <>
              <p className="text-sm text-slate-800">{t.found(found.length)}</p>
              <ul className="mt-2 space-y-1 text-sm text-slate-700">
                {found.map((c) => (
                  <li key={c.id}>{t.row(c.agentName, formatDateTimeIt(c.createdAt, ''), c.messages)}</li>
                ))}
              </ul>
              <Button
                className="mt-3"
                variant="danger"
                disabled={erase.isPending}
                onClick={() => {
                  if (!window.confirm(t.confirm(found.length))) return;
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

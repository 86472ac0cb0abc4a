import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/notify';
import { RETENTION_CHOICES, type Retention } from '@app/shared/api/conversations';
import { analyticsText } from '@app/shared/i18n/analytics';
import { Button } from '../../../components/ui/button';
import { TitledCard } from './titled-card';
import { Field } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { useRetention } from '../api/get-retention';
import { useUpdateRetention } from '../api/update-retention';
import { selectClass } from './select-class';

/** The account owner's choice of how long conversations are kept (the server accepts it from the owner only). */
export function RetentionForm() {
  const t = analyticsText.retention;
  const retention = useRetention(true);
  const update = useUpdateRetention();
  const [choice, setChoice] = useState<string | null>(null);
  const current = choice ?? (retention.data ? String(retention.data.days ?? '') : '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const days = (current ? Number(current) : null) as Retention['days'];
    update.mutate(
      { days },
      {
        onSuccess: () => toast.success(t.saved),
        onError: (err) => toast.error(t.error(errorMessage(err))),
      },
    );
  };
  return (
    <TitledCard title={t.title} description={t.description}>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <div className="w-full sm:w-64">
          <Field label={t.label}>
            <select className={selectClass} value={current} onChange={(e) => setChoice(e.target.value)} disabled={!retention.data}>
              <option value="">{t.forever}</option>
              {RETENTION_CHOICES.map((days) => (
                <option key={days} value={String(days)}>
                  {t.days(days)}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <Button type="submit" disabled={!retention.data || update.isPending}>
          {t.save}
        </Button>
      </form>
    </TitledCard>
  );
}

import { useState, type FormEvent } from 'react';
import { ANALYTICS_PRESETS } from '@app/shared/limits';
import { analyticsText } from '@app/shared/i18n/analytics';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { presetRange } from '../range';

/** Presets of 7, 30 and 90 days, and a custom range; the server checks the range again. */
export function RangePicker({
  value,
  onChange,
}: {
  value: { from: string; to: string };
  onChange: (range: { from: string; to: string }) => void;
}) {
  const t = analyticsText.range;
  const [custom, setCustom] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(custom);
  };
  return (
    <form
      onSubmit={submit}
      aria-label={t.legend}
      className="mb-6 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap gap-2" role="group" aria-label={t.legend}>
        {ANALYTICS_PRESETS.map((days) => {
          const range = presetRange(days);
          const active = range.from === value.from && range.to === value.to;
          return (
            <Button
              key={days}
              size="sm"
              variant={active ? 'primary' : 'outline'}
              aria-pressed={active}
              onClick={() => {
                setCustom(range);
                onChange(range);
              }}
            >
              {t.preset(days)}
            </Button>
          );
        })}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <Field label={t.from}>
          <Input
            type="date"
            value={custom.from}
            max={custom.to}
            onChange={(e) => setCustom({ ...custom, from: e.target.value })}
            required
          />
        </Field>
        <Field label={t.to}>
          <Input type="date" value={custom.to} min={custom.from} onChange={(e) => setCustom({ ...custom, to: e.target.value })} required />
        </Field>
        <Button type="submit" size="md" variant="secondary">
          {t.apply}
        </Button>
      </div>
    </form>
  );
}

import { useEffect, useState } from 'react';
import { toast } from '../../../lib/notify';
import type { HandoffSettings, OpeningHours } from '@app/shared/api/handoff';
import { WEEKDAY_LABELS } from '@app/shared/i18n/handoff';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input, Textarea } from '../../../components/ui/input';
import { inboxText } from '@app/shared/i18n/inbox';
import { errorMessage } from '../../../lib/api-client';
import { useHandoffSettings } from '../api/get-handoff-settings';
import { useUpdateHandoffSettings } from '../api/update-handoff-settings';
import { lazyFormRule, useLazyFormRule } from '../../../lib/lazy-form-rule';

const OFFICE: OpeningHours = [
  { open: '09:00', close: '18:00' },
  { open: '09:00', close: '18:00' },
  { open: '09:00', close: '18:00' },
  { open: '09:00', close: '18:00' },
  { open: '09:00', close: '18:00' },
  null,
  null,
];

const settingsRule = lazyFormRule(() => import('@app/shared/api/handoff').then((m) => m.handoffSettingsSchema));

/** 'Parla con una persona' in the agent's settings: contact form first, opening hours (Rome) and closing days. */
export function HandoffSettingsSection({ agentId }: { agentId: string }) {
  const t = inboxText.settings;
  const settings = useHandoffSettings(agentId);
  const update = useUpdateHandoffSettings(agentId);
  const [draft, setDraft] = useState<HandoffSettings | null>(null);
  const [holidays, setHolidays] = useState('');
  const [error, setError] = useState<string | null>(null);
  useLazyFormRule(settingsRule);
  useEffect(() => {
    if (settings.data) {
      setDraft(settings.data);
      setHolidays(settings.data.holidays.join('\n'));
    }
  }, [settings.data]);
  if (!draft) return null;

  const setDay = (i: number, value: { open: string; close: string } | null) =>
    setDraft({ ...draft, openingHours: draft.openingHours!.map((d, j) => (j === i ? value : d)) });

  async function save(e: React.FormEvent) {
    e.preventDefault();
    const schema = await settingsRule.schema();
    if (!schema) return;
    const parsed = schema.safeParse({
      ...draft,
      holidays: holidays
        .split(/\s+/)
        .map((s) => s.trim())
        .filter(Boolean),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    try {
      await update.mutateAsync(parsed.data);
      toast.success(t.saved);
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="space-y-4" noValidate onSubmit={(e) => void save(e)}>
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="mt-1 h-4 w-4"
              checked={draft.askContactFirst}
              onChange={(e) => setDraft({ ...draft, askContactFirst: e.target.checked })}
              aria-describedby="ask-first-hint"
            />
            <span>
              {t.askFirst}
              <span id="ask-first-hint" className="block text-xs text-slate-600">
                {t.askFirstHint}
              </span>
            </span>
          </label>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-800">{t.hours}</legend>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="h-4 w-4"
                checked={draft.openingHours === null}
                onChange={(e) => setDraft({ ...draft, openingHours: e.target.checked ? null : OFFICE })}
              />
              {t.alwaysOpen}
            </label>
            {draft.openingHours
              ? WEEKDAY_LABELS.map((day, i) => {
                  const hours = draft.openingHours![i] ?? null;
                  return (
                    <div key={day} className="flex flex-wrap items-center gap-2 text-sm">
                      <label className="flex w-32 items-center gap-2">
                        <input
                          type="checkbox"
                          className="h-4 w-4"
                          checked={hours !== null}
                          onChange={(e) => setDay(i, e.target.checked ? { open: '09:00', close: '18:00' } : null)}
                          aria-label={t.openDay(day)}
                        />
                        {day}
                      </label>
                      {hours ? (
                        <>
                          <Input
                            type="time"
                            className="w-28"
                            aria-label={t.open(day)}
                            value={hours.open}
                            onChange={(e) => setDay(i, { ...hours, open: e.target.value })}
                          />
                          <span aria-hidden="true">–</span>
                          <Input
                            type="time"
                            className="w-28"
                            aria-label={t.close(day)}
                            value={hours.close}
                            onChange={(e) => setDay(i, { ...hours, close: e.target.value })}
                          />
                        </>
                      ) : (
                        <span className="text-slate-600">{t.closed}</span>
                      )}
                    </div>
                  );
                })
              : null}
          </fieldset>
          <div className="space-y-1">
            <label htmlFor={`holidays-${agentId}`} className="block text-sm font-medium text-slate-800">
              {t.holidays}
            </label>
            <Textarea
              id={`holidays-${agentId}`}
              rows={3}
              value={holidays}
              onChange={(e) => setHolidays(e.target.value)}
              aria-describedby={`holidays-hint-${agentId}`}
            />
            <p id={`holidays-hint-${agentId}`} className="text-xs text-slate-600">
              {t.holidaysHint}
            </p>
          </div>
          {error ? (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? t.saving : t.save}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

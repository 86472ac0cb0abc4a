import type { Analytics } from '@app/shared/api/analytics';
import { CHANNELS } from '@app/shared/channels';
import { analyticsText } from '@app/shared/i18n/analytics';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

const COLOURS = {
  test: 'bg-slate-400',
  public: 'bg-brand-600',
  widget: 'bg-emerald-500',
  api: 'bg-amber-500',
  whatsapp: 'bg-green-700',
  telegram: 'bg-sky-500',
  messenger: 'bg-blue-700',
  instagram: 'bg-pink-700',
  email: 'bg-violet-600',
} as const;
const sum = (byChannel: Record<(typeof CHANNELS)[number], number>) => CHANNELS.reduce((s, c) => s + byChannel[c], 0);
const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** Conversations per day as stacked bars by channel (drawn with plain elements), with the same figures as a table. */
export function DailyChart({ daily }: { daily: Analytics['daily'] }) {
  const t = analyticsText.daily;
  const highest = Math.max(1, ...daily.map((d) => sum(d.conversations)));
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <ul className="flex flex-wrap gap-4 text-sm text-slate-700">
          {CHANNELS.map((channel) => (
            <li key={channel} className="flex items-center gap-1.5">
              <span className={`inline-block h-3 w-3 rounded-sm ${COLOURS[channel]}`} aria-hidden="true" />
              {t.channels[channel]}
            </li>
          ))}
        </ul>
      </CardHeader>
      <CardContent>
        {daily.some((d) => sum(d.conversations) > 0) ? (
          <div className="flex h-40 items-end gap-px overflow-hidden" aria-hidden="true">
            {daily.map((d) => (
              <div
                key={d.day}
                className="flex h-full min-w-0 flex-1 flex-col-reverse"
                title={`${shortDay(d.day)}: ${sum(d.conversations)}`}
              >
                {CHANNELS.map((channel) => (
                  <div key={channel} className={COLOURS[channel]} style={{ height: `${(d.conversations[channel] / highest) * 100}%` }} />
                ))}
              </div>
            ))}
          </div>
        ) : (
          // The bars' height (and the placeholder's before them): nothing below moves.
          <p className="flex h-40 items-center justify-center text-sm text-slate-600">{t.empty}</p>
        )}
        <details className="mt-4">
          <summary className="cursor-pointer text-sm font-medium text-brand-700">{t.showTable}</summary>
          {/* Scrolls on its own: focusable, so a keyboard can scroll it too. */}
          <div className="mt-2 max-h-80 overflow-auto" tabIndex={0} role="region" aria-label={t.title}>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t.title}</caption>
              <thead>
                <tr>
                  <th scope="col" className="py-1 pr-3">
                    {t.day}
                  </th>
                  {CHANNELS.map((channel) => (
                    <th key={channel} scope="col" className="py-1 pr-3">
                      {t.conversations} · {t.channels[channel]}
                    </th>
                  ))}
                  <th scope="col" className="py-1">
                    {t.replies}
                  </th>
                </tr>
              </thead>
              <tbody>
                {daily.map((d) => (
                  <tr key={d.day} className="border-t border-slate-100">
                    <th scope="row" className="py-1 pr-3 font-normal">
                      {shortDay(d.day)}
                    </th>
                    {CHANNELS.map((channel) => (
                      <td key={channel} className="py-1 pr-3">
                        {d.conversations[channel]}
                      </td>
                    ))}
                    <td className="py-1">{sum(d.replies)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </CardContent>
    </Card>
  );
}

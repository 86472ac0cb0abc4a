import { analyticsText } from '../../../i18n/analytics';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

/** Questions by weekday and hour: a table whose cells are shaded by their count (the numbers stay readable). */
export function ActivityHeatmap({ heatmap }: { heatmap: number[][] }) {
  const t = analyticsText.heatmap;
  const highest = Math.max(1, ...heatmap.flat());
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
      </CardHeader>
      {/* Wider than a phone: it scrolls sideways on its own, focusable so a keyboard can scroll it too. */}
      <CardContent className="overflow-x-auto" tabIndex={0} role="region" aria-label={t.title}>
        <table className="border-separate border-spacing-0.5 text-xs">
          <caption className="mb-2 text-left text-sm text-slate-600">{t.caption}</caption>
          <thead>
            <tr>
              <th scope="col" className="pr-2 text-left">
                {t.day}
              </th>
              {Array.from({ length: 24 }, (_, hour) => (
                <th key={hour} scope="col" className="w-6 font-normal text-slate-600">
                  {hour}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {heatmap.map((row, day) => (
              <tr key={t.days[day]}>
                <th scope="row" className="pr-2 text-left font-medium">
                  {t.days[day]!.slice(0, 3)}
                </th>
                {row.map((n, hour) => (
                  <td
                    key={hour}
                    aria-label={t.cell(n, t.days[day]!, hour)}
                    className="h-6 w-6 rounded text-center"
                    style={{
                      backgroundColor: n ? `rgba(37, 99, 235, ${0.15 + (0.85 * n) / highest})` : '#f1f5f9',
                      color: n / highest > 0.5 ? 'white' : '#0f172a',
                    }}
                  >
                    {n || ''}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}

import { analyticsText } from '@app/shared/i18n/analytics';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

const t = analyticsText.heatmap;

/** A cell's shade by its count; the number stays readable on it. */
function Cell({ n, highest, day, hour }: { n: number; highest: number; day: number; hour: number }) {
  return (
    <td
      aria-label={t.cell(n, t.days[day]!, hour)}
      className="h-6 min-w-6 rounded text-center"
      style={{
        backgroundColor: n ? `rgba(37, 99, 235, ${0.15 + (0.85 * n) / highest})` : '#f1f5f9',
        color: n / highest > 0.5 ? 'white' : '#0f172a',
      }}
    >
      {n || ''}
    </td>
  );
}

/**
 * Questions by weekday and hour: a table whose cells are shaded by their count (the numbers stay readable). On a wide
 * screen a day per row and an hour per column; narrower (a phone, a tablet beside the sidebar) the table turns, an hour
 * per row and a day per column, so all 24 hours show without scrolling sideways (issue 34: it was cut at 21:00).
 */
export function ActivityHeatmap({ heatmap }: { heatmap: number[][] }) {
  const highest = Math.max(1, ...heatmap.flat());
  const short = (day: number) => t.days[day]!.slice(0, 3);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
      </CardHeader>
      <CardContent>
        <table className="hidden border-separate border-spacing-0.5 text-xs xl:table">
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
                  {short(day)}
                </th>
                {row.map((n, hour) => (
                  <Cell key={hour} n={n} highest={highest} day={day} hour={hour} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <table className="w-full border-separate border-spacing-0.5 text-xs xl:hidden" data-testid="heatmap-by-hour">
          <caption className="mb-2 text-left text-sm text-slate-600">{t.caption}</caption>
          <thead>
            <tr>
              <th scope="col" className="pr-2 text-left">
                {t.hour}
              </th>
              {heatmap.map((_, day) => (
                <th key={t.days[day]} scope="col" className="font-normal text-slate-600">
                  <abbr title={t.days[day]} className="no-underline">
                    {short(day)}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: 24 }, (_, hour) => (
              <tr key={hour}>
                <th scope="row" className="pr-2 text-left font-medium">
                  {t.hourLabel(hour)}
                </th>
                {heatmap.map((row, day) => (
                  <Cell key={t.days[day]} n={row[hour] ?? 0} highest={highest} day={day} hour={hour} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}

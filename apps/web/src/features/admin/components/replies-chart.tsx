import { formatDateIt } from '@app/shared/format';

/**
 * Agent replies per day as bars (SVG, scales to any width). The numbers are also in a visually hidden table, so a
 * screen reader reads the same data.
 */
export function RepliesChart({ days, label }: { days: { day: string; count: number }[]; label: string }) {
  const max = Math.max(1, ...days.map((d) => d.count));
  const width = 300;
  const height = 80;
  const bar = width / days.length;
  return (
    <figure>
      <svg viewBox={`0 0 ${width} ${height}`} className="h-32 w-full" role="img" aria-label={label} preserveAspectRatio="none">
        {days.map((d, i) => {
          const h = (d.count / max) * (height - 4);
          return <rect key={d.day} x={i * bar + 1} y={height - h} width={Math.max(1, bar - 2)} height={h} className="fill-brand-600" />;
        })}
      </svg>
      <figcaption className="mt-1 flex justify-between text-xs text-slate-600">
        <span>{formatDateIt(days[0]?.day)}</span>
        <span>{formatDateIt(days.at(-1)?.day)}</span>
      </figcaption>
      {/* A table does not clip its cells (sr-only's overflow rule), so the wrapper hides it. */}
      <div className="sr-only">
        <table>
          <caption>{label}</caption>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <th scope="row">{formatDateIt(d.day)}</th>
                <td>{d.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

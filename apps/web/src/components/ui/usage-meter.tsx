import { usageColour } from '@app/shared/format';
import { cn } from '../../lib/cn';

const bar = { red: 'bg-red-600', orange: 'bg-orange-500', green: 'bg-green-600' } as const;
const text = { red: 'text-red-700', orange: 'text-orange-700', green: 'text-green-700' } as const;

/**
 * One usage meter (spec §9): red at or past the limit (or with no limit), orange from 60%, green below.
 * `usedLabel`/`limitLabel` are the figures as the user reads them (bytes become MB or GB).
 */
export function UsageMeter({
  label,
  used,
  limit,
  usedLabel,
  limitLabel,
  compact = false,
}: {
  label: string;
  used: number;
  limit: number;
  usedLabel: string;
  limitLabel: string;
  compact?: boolean;
}) {
  const colour = usageColour(used, limit);
  const percent = limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 100;
  return (
    <div data-colour={colour} className="min-w-0">
      <div className={cn('flex flex-wrap items-baseline justify-between gap-x-2', compact ? 'text-xs' : 'text-sm')}>
        <span className="font-medium text-slate-800">{label}</span>
        <span className={cn('font-semibold', text[colour])}>
          {usedLabel} / {limitLabel}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${usedLabel} su ${limitLabel}`}
        className={cn('mt-1 w-full overflow-hidden rounded-full bg-slate-200', compact ? 'h-1.5' : 'h-2')}
      >
        <div className={cn('h-full rounded-full', bar[colour])} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

import { usageColour } from '@app/shared/format';
import { teamText } from '@app/shared/i18n/team';

const colourClass = {
  red: 'border-red-200 bg-red-50 text-red-800',
  orange: 'border-orange-200 bg-orange-50 text-orange-800',
  green: 'border-green-200 bg-green-50 text-green-800',
} as const;

/** Seats in use against the plan's limit, coloured as spec §9's usage rule. */
export function SeatCounter({ used, limit }: { used: number; limit: number }) {
  return (
    <p
      className={`inline-flex rounded-full border px-3 py-1 text-sm font-semibold ${colourClass[usageColour(used, limit)]}`}
      aria-label={teamText.users.seatsLabel}
      data-testid="seat-counter"
    >
      {teamText.users.seats(used, limit)}
    </p>
  );
}

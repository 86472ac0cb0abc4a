import { romeDay } from '@app/shared/format';

/** Analytics' date ranges: days in Rome, as the server counts them. */
export const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** The last `days` days in Rome, today included. */
export const presetRange = (days: number) => {
  const to = romeDay();
  return { from: daysBefore(to, days - 1), to };
};

/** The range the analytics and the conversations open on: the last 30 days. */
export const defaultRange = () => presetRange(30);

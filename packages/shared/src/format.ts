/** Formatters used on both sides (spec §9): Italian dates, euro, masked ids. */

const ROME = 'Europe/Rome';

/**
 * Intl writes dates, times and numbers (issue 50, ADR 0362, superseding ADR 0209's hand-written rules): each formatter
 * is built the first time it is used and kept, never when a module loads (ADR 0164), so a page that shows no date
 * never pays for Chromium's locale data, and one that does pays once.
 */
function lazyFormat<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= build());
}

const romeIsoDay = lazyFormat(() => new Intl.DateTimeFormat('en-CA', { timeZone: ROME }));
const romeDate = lazyFormat(() => new Intl.DateTimeFormat('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: ROME }));
const romeLongDate = lazyFormat(() => new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric', timeZone: ROME }));
/** Two-digit day, month, hour and minute on a 24-hour clock: what every date with a time here shows. */
const DAY_MONTH_TIME = { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
const romeDateTime = lazyFormat(() => new Intl.DateTimeFormat('it-IT', { ...DAY_MONTH_TIME, year: 'numeric', timeZone: ROME }));
const localDayMonth = lazyFormat(() => new Intl.DateTimeFormat('it-IT', DAY_MONTH_TIME));
const localWithYear = lazyFormat(() => new Intl.DateTimeFormat('it-IT', { ...DAY_MONTH_TIME, year: 'numeric' }));
const decimalFormats = new Map<string, Intl.NumberFormat>();

/** Today's date in Rome, yyyy-MM-dd (the day the server counts analytics in). */
export function romeDay(now = new Date()): string {
  return romeIsoDay().format(now);
}

function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDateIt(value: string | Date | null | undefined, fallback = 'N/A'): string {
  const date = toDate(value);
  return date ? romeDate().format(date) : fallback;
}

export function formatLongDateIt(value: string | Date | null | undefined, fallback = 'N/A'): string {
  const date = toDate(value);
  return date ? romeLongDate().format(date) : fallback;
}

/** dd/MM/yyyy HH:mm in Rome for super admin views; 'Mai' when never (e.g. never signed in). */
export function formatDateTimeIt(value: string | Date | null | undefined, fallback = 'Mai'): string {
  const date = toDate(value);
  if (!date) return fallback;
  const parts = romeDateTime().formatToParts(date);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('day')}/${get('month')}/${get('year')} ${get('hour')}:${get('minute')}`;
}

/**
 * A moment in the device's own time zone with two-digit day, month, hour and minute: '01/12, 08:05', or with the
 * year: '01/12/2026, 08:05' (chat messages, sessions).
 */
export function formatLocalDateTimeIt(value: string | Date, { year = false } = {}): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return (year ? localWithYear() : localDayMonth()).format(date);
}

/**
 * A number with at most `decimals` decimals in Italian ('1.234,5'). `fixed`: always that many decimals (a price),
 * otherwise trailing zeros dropped (a size). Rounded half away from zero on the number's shortest decimal form
 * (0.015 is '0,02'), as Intl does.
 */
export function formatDecimalIt(value: number, decimals: number, { fixed = false } = {}): string {
  const key = `${decimals}:${fixed}`;
  let format = decimalFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('it-IT', { minimumFractionDigits: fixed ? decimals : 0, maximumFractionDigits: decimals });
    decimalFormats.set(key, format);
  }
  return format.format(value);
}

export function formatEuro(amount: number): string {
  return `${formatDecimalIt(amount, 2, { fixed: true })}\u00a0€`;
}

export function shortId(id: string): string {
  return id.length > 8 ? `${id.slice(0, 8)}...` : id;
}

export function maskSecret(secret: string): string {
  if (secret.length <= 8) return '•'.repeat(secret.length);
  return `${secret.slice(0, 4)}...${secret.slice(-4)}`;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${formatDecimalIt(value, 1)} ${units[unit]}`;
}

export type UsageColour = 'red' | 'orange' | 'green';
/** Red at ≥100% (or limit 0), orange at ≥60%, green below (spec §9). */
export function usageColour(used: number, limit: number): UsageColour {
  if (limit <= 0) return 'red';
  const ratio = used / limit;
  if (ratio >= 1) return 'red';
  if (ratio >= 0.6) return 'orange';
  return 'green';
}

/** Sanitized stored file name: letters, digits, dot, hyphen, underscore (spec §5). */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const ascii = base.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  const cleaned = ascii
    .replace(/[^A-Za-z0-9._-]/g, '_')
    .replace(/^\.+/, '')
    .replace(/_{2,}/g, '_');
  return cleaned.slice(-180) || 'file';
}

/** Formatters used on both sides (spec §9): Italian dates, euro, masked ids. */

/**
 * Each Intl formatter is built on its first use, not when the module loads (issue 34, ADR 0164): the first one of a
 * kind costs a browser tens of milliseconds (hundreds on a slow phone), and pages that show no date or price import
 * this module too.
 */
function once<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}
const dateFmt = once(
  () => new Intl.DateTimeFormat('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Rome' }),
);
const longDateFmt = once(
  () => new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Rome' }),
);
const euroFmt = once(
  () => new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDateIt(value: string | Date | null | undefined, fallback = 'N/A'): string {
  const date = toDate(value);
  return date ? dateFmt().format(date) : fallback;
}

export function formatLongDateIt(value: string | Date | null | undefined, fallback = 'N/A'): string {
  const date = toDate(value);
  return date ? longDateFmt().format(date) : fallback;
}

/** dd/MM/yyyy HH:mm for super admin views; 'Mai' when never (e.g. never signed in). */
export function formatDateTimeIt(value: string | Date | null | undefined, fallback = 'Mai'): string {
  const date = toDate(value);
  if (!date) return fallback;
  const parts = new Intl.DateTimeFormat('it-IT', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'Europe/Rome',
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')}/${get('month')}/${get('year')} ${get('hour')}:${get('minute')}`;
}

export function formatEuro(amount: number): string {
  return euroFmt().format(amount);
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
  return `${value.toLocaleString('it-IT', { maximumFractionDigits: 1 })} ${units[unit]}`;
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

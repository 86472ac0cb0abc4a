/** Formatters used on both sides (spec §9): Italian dates, euro, masked ids. */

import { formatCountIt } from './plural.js';

/**
 * Dates, euro and sizes are written here without Intl (issue 34, ADR 0209): a page's first Intl formatter makes
 * Chromium load its locale data, 40–60 ms on a desktop and four times that on the phone Lighthouse stands for, in the
 * middle of the page's first render. The output is Intl's for 'it-IT' (the tests compare the two); Intl is still asked
 * where this code would have to guess (a date before 1996, when Italy's summer time had other rules).
 */
const HOUR_MS = 3_600_000;
/** The first year of the EU's summer-time rule Italy follows: last Sunday of March to last Sunday of October, 01:00 UTC. */
const EU_SUMMER_TIME_SINCE = 1996;
const LONG_MONTHS = [
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
];

const lastSundayUtc = (year: number, month: number) => {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
};

interface RomeParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The wall-clock time in Rome; undefined before 1996 (the caller asks Intl). */
function romeParts(date: Date): RomeParts | undefined {
  const t = date.getTime();
  const year = date.getUTCFullYear();
  if (year < EU_SUMMER_TIME_SINCE || year > 9999) return undefined;
  const summer = t >= lastSundayUtc(year, 2) && t < lastSundayUtc(year, 9);
  const rome = new Date(t + (summer ? 2 : 1) * HOUR_MS);
  return {
    year: rome.getUTCFullYear(),
    month: rome.getUTCMonth() + 1,
    day: rome.getUTCDate(),
    hour: rome.getUTCHours(),
    minute: rome.getUTCMinutes(),
  };
}

const two = (n: number) => String(n).padStart(2, '0');
const ROME = 'Europe/Rome';

/** Today's date in Rome, yyyy-MM-dd (the day the server counts analytics in). */
export function romeDay(now = new Date()): string {
  const p = romeParts(now);
  if (!p) return new Intl.DateTimeFormat('en-CA', { timeZone: ROME }).format(now);
  return `${p.year}-${two(p.month)}-${two(p.day)}`;
}

function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDateIt(value: string | Date | null | undefined, fallback = 'N/A'): string {
  const date = toDate(value);
  if (!date) return fallback;
  const p = romeParts(date);
  if (!p) return new Intl.DateTimeFormat('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: ROME }).format(date);
  return `${two(p.day)}/${two(p.month)}/${p.year}`;
}

export function formatLongDateIt(value: string | Date | null | undefined, fallback = 'N/A'): string {
  const date = toDate(value);
  if (!date) return fallback;
  const p = romeParts(date);
  if (!p) return new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric', timeZone: ROME }).format(date);
  return `${p.day} ${LONG_MONTHS[p.month - 1]} ${p.year}`;
}

/** dd/MM/yyyy HH:mm for super admin views; 'Mai' when never (e.g. never signed in). */
export function formatDateTimeIt(value: string | Date | null | undefined, fallback = 'Mai'): string {
  const date = toDate(value);
  if (!date) return fallback;
  const p = romeParts(date);
  if (p) return `${two(p.day)}/${two(p.month)}/${p.year} ${two(p.hour)}:${two(p.minute)}`;
  const parts = new Intl.DateTimeFormat('it-IT', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: ROME,
  }).formatToParts(date);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('day')}/${get('month')}/${get('year')} ${get('hour')}:${get('minute')}`;
}

/**
 * A moment in the device's own time zone, as Intl.DateTimeFormat('it-IT') writes it with two-digit day, month, hour and
 * minute: '01/12, 08:05', or with the year: '01/12/2026, 08:05' (chat messages, sessions).
 */
export function formatLocalDateTimeIt(value: string | Date, { year = false } = {}): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const day = `${two(date.getDate())}/${two(date.getMonth() + 1)}${year ? `/${date.getFullYear()}` : ''}`;
  return `${day}, ${two(date.getHours())}:${two(date.getMinutes())}`;
}

/**
 * A number with at most `decimals` decimals, written as Intl.NumberFormat('it-IT') writes it: its shortest decimal form
 * (0.015, not the binary 0.01499…) rounded half away from zero, a comma before the decimals, dots from 10.000 on.
 * `fixed`: always that many decimals (a price), otherwise trailing zeros dropped (a size).
 */
export function formatDecimalIt(value: number, decimals: number, { fixed = false } = {}): string {
  const shortest = String(Math.abs(value));
  if (!/^\d+(\.\d+)?$/.test(shortest) || Math.abs(value) >= 1e15) {
    return value.toLocaleString('it-IT', { minimumFractionDigits: fixed ? decimals : 0, maximumFractionDigits: decimals });
  }
  const [whole = '0', fraction = ''] = shortest.split('.');
  // Rounded on the digits: the integer of whole and kept decimals, plus one when the first dropped digit is 5 or more.
  const scaled = BigInt(whole + fraction.slice(0, decimals).padEnd(decimals, '0')) + (Number(fraction[decimals] ?? 0) >= 5 ? 1n : 0n);
  const digits = scaled.toString().padStart(decimals + 1, '0');
  const rounded = digits.slice(0, digits.length - decimals);
  const kept = fixed ? digits.slice(digits.length - decimals) : digits.slice(digits.length - decimals).replace(/0+$/, '');
  const written = `${formatCountIt(Number(rounded))}${kept ? `,${kept}` : ''}`;
  // Intl keeps the minus of a negative value that rounds to zero ('-0,00 €'), and of -0.
  return value < 0 || Object.is(value, -0) ? `-${written}` : written;
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

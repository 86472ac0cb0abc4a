import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatDateIt,
  formatDateTimeIt,
  formatDecimalIt,
  formatEuro,
  formatLocalDateTimeIt,
  formatLongDateIt,
  maskSecret,
  romeDay,
  sanitizeFileName,
  shortId,
  usageColour,
} from './format';

describe('formatters (spec §9)', () => {
  it('formats Italian dates and euro amounts', () => {
    expect(formatDateIt('2026-03-05T12:00:00Z')).toBe('05/03/2026');
    expect(formatDateIt(null)).toBe('N/A');
    expect(formatDateTimeIt('2026-03-05T12:34:00Z')).toBe('05/03/2026 13:34');
    expect(formatDateTimeIt(null)).toBe('Mai');
    expect(formatEuro(95)).toMatch(/^95,00\s€$/);
  });

  // Intl writes them (ADR 0362): what the product relies on is Rome's wall clock on both sides of summer time changes.
  it('writes dates in Rome on both sides of each summer time change', () => {
    // 29 March 2026: 02:00 in Rome (01:00 UTC) becomes 03:00.
    expect(formatDateTimeIt('2026-03-29T00:59:00Z')).toBe('29/03/2026 01:59');
    expect(formatDateTimeIt('2026-03-29T01:00:00Z')).toBe('29/03/2026 03:00');
    // 25 October 2026: 03:00 in Rome (01:00 UTC) becomes 02:00 again.
    expect(formatDateTimeIt('2026-10-25T00:59:00Z')).toBe('25/10/2026 02:59');
    expect(formatDateTimeIt('2026-10-25T01:00:00Z')).toBe('25/10/2026 02:00');
    // Midnight in Rome is the day before in UTC: 22:00 in summer, 23:00 in winter.
    expect(formatDateIt('2026-06-30T22:00:00Z')).toBe('01/07/2026');
    expect(formatDateIt('2026-12-31T22:59:59Z')).toBe('31/12/2026');
    expect(formatDateIt('2026-12-31T23:00:00Z')).toBe('01/01/2027');
    expect(romeDay(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
    expect(romeDay(new Date('2026-06-30T21:59:00Z'))).toBe('2026-06-30');
    expect(formatLongDateIt('2026-12-01T08:05:00Z')).toBe('1 dicembre 2026');
    expect(formatLongDateIt('2027-01-31T23:30:00Z')).toBe('1 febbraio 2027');
    // Before 1996 Italy changed on other Sundays: 29 September 1990 was still summer time.
    expect(formatDateTimeIt('1990-09-29T22:30:00Z')).toBe('30/09/1990 00:30');
    expect(formatDateIt('not a date')).toBe('N/A');
  });

  it("writes a moment in the device's time zone with two-digit day, month, hour and minute", () => {
    const date = new Date(2026, 11, 1, 8, 5);
    expect(formatLocalDateTimeIt(date)).toBe('01/12, 08:05');
    expect(formatLocalDateTimeIt(date.toISOString(), { year: true })).toBe('01/12/2026, 08:05');
    expect(formatLocalDateTimeIt(new Date(2026, 0, 9, 0, 0))).toBe('09/01, 00:00');
    expect(formatLocalDateTimeIt('not a date')).toBe('');
  });

  it('writes euro, decimals and sizes in Italian, rounding half away from zero on the decimal form', () => {
    expect(formatEuro(30.5)).toBe('30,50\u00a0€');
    expect(formatEuro(0.015)).toBe('0,02\u00a0€');
    expect(formatEuro(1.005)).toBe('1,01\u00a0€');
    expect(formatEuro(2.675)).toBe('2,68\u00a0€');
    expect(formatEuro(-0.001)).toBe('-0,00\u00a0€');
    expect(formatEuro(1234.5)).toBe('1234,50\u00a0€');
    expect(formatEuro(12345.675)).toBe('12.345,68\u00a0€');
    expect(formatEuro(1e6 + 0.125)).toBe('1.000.000,13\u00a0€');
    expect(formatDecimalIt(0.1 + 0.2, 1)).toBe('0,3');
    expect(formatDecimalIt(1.25, 1)).toBe('1,3');
    expect(formatDecimalIt(95, 1)).toBe('95');
    expect(formatDecimalIt(9999.99, 1)).toBe('10.000');
    expect(formatDecimalIt(1.5, 2, { fixed: true })).toBe('1,50');
    expect(formatBytes(1536)).toBe('1,5 KB');
    expect(formatBytes(10 * 1024 ** 3)).toBe('10 GB');
    expect(formatBytes(512)).toBe('512 B');
  });

  it('shortens invoice ids to 8 characters and API keys to the first and last 4', () => {
    expect(shortId('0123456789abcdef')).toBe('01234567...');
    expect(maskSecret('sk-abcdefghijklmnop')).toBe('sk-a...mnop');
  });

  it('colours usage red at the limit (or limit 0), orange from 60%, green below', () => {
    expect(usageColour(3, 3)).toBe('red');
    expect(usageColour(0, 0)).toBe('red');
    expect(usageColour(6, 10)).toBe('orange');
    expect(usageColour(5, 10)).toBe('green');
  });

  it('sanitizes file names to letters, digits, dot, hyphen and underscore, with no path', () => {
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('Perché è così.pdf')).toBe('Perche_e_cosi.pdf');
    expect(sanitizeFileName('..\\evil .exe')).toBe('evil_.exe');
    expect(sanitizeFileName('')).toBe('file');
  });
});

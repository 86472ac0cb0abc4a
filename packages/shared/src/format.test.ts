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

  // Written without Intl (ADR 0209): the output must stay Intl's, across summer time changes and rounding ties.
  it('writes dates in Rome as Intl does, on both sides of each summer time change', () => {
    const rome = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('it-IT', { ...options, timeZone: 'Europe/Rome' });
    const short = rome({ day: '2-digit', month: '2-digit', year: 'numeric' });
    const long = rome({ day: 'numeric', month: 'long', year: 'numeric' });
    const withTime = rome({ day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false });
    const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' });
    const instants: Date[] = [];
    for (let year = 1996; year <= 2040; year += 1) {
      for (const month of [0, 2, 3, 9, 10, 11]) {
        for (const day of [1, 24, 25, 26, 27, 28, 29, 30, 31]) {
          for (const minutes of [0, 59, 60, 61, 119, 120, 1379, 1380, 1439])
            instants.push(new Date(Date.UTC(year, month, day) + minutes * 60_000));
        }
      }
    }
    for (const date of instants) {
      expect(formatDateIt(date)).toBe(short.format(date));
      expect(formatLongDateIt(date)).toBe(long.format(date));
      const parts = withTime.formatToParts(date);
      const get = (type: string) => parts.find((p) => p.type === type)?.value;
      expect(formatDateTimeIt(date)).toBe(`${get('day')}/${get('month')}/${get('year')} ${get('hour')}:${get('minute')}`);
      expect(romeDay(date)).toBe(isoDay.format(date));
    }
    // Before the EU rule: Intl's answer.
    expect(formatDateTimeIt('1990-09-29T22:30:00Z')).toBe('30/09/1990 00:30');
  });

  it("writes a moment in the device's time zone as Intl does", () => {
    const dayMonth = new Intl.DateTimeFormat('it-IT', { hour: '2-digit', minute: '2-digit', day: '2-digit', month: '2-digit' });
    const withYear = new Intl.DateTimeFormat('it-IT', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
    for (let i = 0; i < 500; i += 1) {
      const date = new Date(Date.UTC(2026, 0, 1) + i * 17.3 * 3_600_000);
      expect(formatLocalDateTimeIt(date)).toBe(dayMonth.format(date));
      expect(formatLocalDateTimeIt(date.toISOString(), { year: true })).toBe(withYear.format(date));
    }
    expect(formatLocalDateTimeIt('not a date')).toBe('');
  });

  it('writes euro, decimals and sizes as Intl does', () => {
    const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const oneDecimal = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1 });
    const values = [
      0,
      -0,
      0.005,
      0.015,
      0.0049,
      0.00001,
      1e-7,
      0.1 + 0.2,
      1.25,
      1.35,
      99.95,
      1e21,
      5e-324,
      1.005,
      1.045,
      2.675,
      9.995,
      30.5,
      95,
      999.995,
      1234.5,
      9999.99,
      10000,
      12345.675,
      1e6 + 0.125,
      123456789.129,
    ];
    for (const v of [...values, ...values.map((x) => -x), -0.001, 0.04, 0.05, 0.95, 1023.95, 1e15, Number.NaN]) {
      expect(formatEuro(v)).toBe(euro.format(v));
      expect(formatDecimalIt(v, 1)).toBe(oneDecimal.format(v));
    }
    expect(formatEuro(30.5)).toBe('30,50\u00a0€');
    expect(formatBytes(1536)).toBe('1,5 KB');
    expect(formatBytes(10 * 1024 ** 3)).toBe('10 GB');
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

import { describe, expect, it } from 'vitest';
import { formatDateIt, formatDateTimeIt, formatEuro, maskSecret, sanitizeFileName, shortId, usageColour } from './format';

describe('formatters (spec §9)', () => {
  it('formats Italian dates and euro amounts', () => {
    expect(formatDateIt('2026-03-05T12:00:00Z')).toBe('05/03/2026');
    expect(formatDateIt(null)).toBe('N/A');
    expect(formatDateTimeIt('2026-03-05T12:34:00Z')).toBe('05/03/2026 13:34');
    expect(formatDateTimeIt(null)).toBe('Mai');
    expect(formatEuro(95)).toMatch(/^95,00\s€$/);
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

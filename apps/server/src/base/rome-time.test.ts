import { describe, expect, it } from 'vitest';
import { addDays, romeInstantIfExists, romeMonth, romeMonthStart, romeToday, romeYear, weekdayOf } from './rome-time.js';

describe('the start of the month in Rome (D4: monthly replies)', () => {
  it('is midnight in Rome, in winter and in summer time, also right after midnight on the first', () => {
    expect(romeMonthStart(new Date('2026-11-15T12:00:00Z')).toISOString()).toBe('2026-10-31T23:00:00.000Z');
    expect(romeMonthStart(new Date('2026-07-15T12:00:00Z')).toISOString()).toBe('2026-06-30T22:00:00.000Z');
    // 00:30 on 1 December in Rome is still 30 November in UTC.
    expect(romeMonthStart(new Date('2026-11-30T23:30:00Z')).toISOString()).toBe('2026-11-30T23:00:00.000Z');
    // The month in which summer time begins (29 March 2026) starts in winter time.
    expect(romeMonthStart(new Date('2026-03-31T12:00:00Z')).toISOString()).toBe('2026-02-28T23:00:00.000Z');
    expect(romeMonthStart(new Date('2026-11-01T09:00:00Z')).toISOString()).toBe('2026-10-31T23:00:00.000Z');
  });

  it('names the day, month and year Rome is in, not UTC', () => {
    // 23:30 UTC on 31 December is already New Year's Day in Rome.
    const newYear = new Date('2026-12-31T23:30:00Z');
    expect([romeToday(newYear), romeMonth(newYear), romeYear(newYear)]).toEqual(['2027-01-01', '2027-01', 2027]);
    expect(romeToday(new Date('2026-12-31T22:59:00Z'))).toBe('2026-12-31');
  });

  it('counts calendar days across months, leap days and summer-time changes, and names weekdays from Monday', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect([weekdayOf('2026-12-07'), weekdayOf('2026-12-13')]).toEqual([0, 6]);
  });

  it('knows which wall-clock times do not exist the night summer time starts', () => {
    expect(romeInstantIfExists('2026-03-29', '02:30')).toBeNull();
    expect(romeInstantIfExists('2026-03-29', '03:00')?.toISOString()).toBe('2026-03-29T01:00:00.000Z');
  });
});

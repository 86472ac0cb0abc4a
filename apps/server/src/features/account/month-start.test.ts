import { describe, expect, it } from 'vitest';
import { monthStartRome } from './account-usage.js';

describe('the start of the month in Rome (D4: monthly replies)', () => {
  it('is midnight in Rome, in winter and in summer time, also right after midnight on the first', () => {
    expect(monthStartRome(new Date('2026-11-15T12:00:00Z')).toISOString()).toBe('2026-10-31T23:00:00.000Z');
    expect(monthStartRome(new Date('2026-07-15T12:00:00Z')).toISOString()).toBe('2026-06-30T22:00:00.000Z');
    // 00:30 on 1 December in Rome is still 30 November in UTC.
    expect(monthStartRome(new Date('2026-11-30T23:30:00Z')).toISOString()).toBe('2026-11-30T23:00:00.000Z');
    // The month in which summer time begins (29 March 2026) starts in winter time.
    expect(monthStartRome(new Date('2026-03-31T12:00:00Z')).toISOString()).toBe('2026-02-28T23:00:00.000Z');
    expect(monthStartRome(new Date('2026-11-01T09:00:00Z')).toISOString()).toBe('2026-10-31T23:00:00.000Z');
  });
});

import { describe, expect, it } from 'vitest';
import { effectivePlan, PLAN_LIST, PLANS, planPriceLabel, planDisplayName } from './plans';

describe('plan catalogue (spec §3, D4)', () => {
  it('holds the prices and limits of the spec', () => {
    expect(PLAN_LIST.map((p) => [p.name, p.priceEuroMonthly, p.maxUsers, p.maxAgents, p.storageLabel, p.messagesPerMonth])).toEqual([
      ['Base', 25, 3, 1, '100MB', 1000],
      ['Pro', 95, 10, 3, '1GB', 10000],
      ['Avanzato', 179, 25, 10, '10GB', 100000],
    ]);
    expect(PLAN_LIST.filter((p) => p.featured).map((p) => p.id)).toEqual(['pro']);
    expect(PLANS.base.storageBytes).toBe(100 * 1024 * 1024);
  });

  it('labels prices and unknown plans', () => {
    expect(planPriceLabel('avanzato')).toBe('€179/mese');
    expect(planPriceLabel('oro')).toBe('Prezzo non disponibile');
    expect(planDisplayName(null)).toBe('Sconosciuto');
  });

  it('gives Pro limits during the trial, the subscribed plan while paid, nothing after', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    const future = new Date('2026-11-25T10:00:00Z');
    const past = new Date('2026-11-01T10:00:00Z');
    expect(effectivePlan({ plan: null, trialEndsAt: future, planExpiresAt: null }, now)).toEqual({ plan: PLANS.pro, status: 'trial' });
    expect(effectivePlan({ plan: 'base', trialEndsAt: past, planExpiresAt: future }, now)).toEqual({ plan: PLANS.base, status: 'active' });
    expect(effectivePlan({ plan: 'base', trialEndsAt: past, planExpiresAt: past }, now)).toEqual({ plan: null, status: 'expired' });
  });
});

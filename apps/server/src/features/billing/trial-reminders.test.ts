import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner } from '../../test/factories.js';
import { sendTrialReminders } from './send-trial-reminders.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;

describe('trial ending reminder (D4)', () => {
  it('e-mails the owner once, two days before the trial ends, unless a plan is running', async () => {
    const now = new Date();
    const ending = await createAccountWithOwner(t.ctx.db, { trialEndsAt: new Date(now.getTime() + 1.5 * DAY) });
    const later = await createAccountWithOwner(t.ctx.db, { trialEndsAt: new Date(now.getTime() + 5 * DAY) });
    const paying = await createAccountWithOwner(t.ctx.db, {
      trialEndsAt: new Date(now.getTime() + DAY),
      plan: 'base',
      planExpiresAt: new Date(now.getTime() + 30 * DAY),
    });
    expect(await sendTrialReminders(t.ctx, now)).toBe(1);
    const mail = await t.lastEmail(ending.email);
    expect(mail?.subject).toBe('La tua prova gratuita sta per terminare');
    expect(mail?.text).toContain('http://localhost:3000/pricing');
    expect(await t.lastEmail(later.email)).toBeUndefined();
    expect(await t.lastEmail(paying.email)).toBeUndefined();
    // The next sweep (or another instance's) sends nothing again.
    expect(await sendTrialReminders(t.ctx, now)).toBe(0);
  });
});

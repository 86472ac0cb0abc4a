import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
});
afterAll(async () => {
  await t.close();
});

const putName = (cookie: string | undefined, payload: Record<string, unknown>) =>
  t.request({ method: 'PUT', url: '/api/profile/name', cookie, payload });
const sessionName = async (cookie: string) =>
  (await t.request({ method: 'GET', url: '/api/auth/session', cookie })).json().user.displayName;

describe('first and last name on the profile (spec §3)', () => {
  it('is saved, shown as the display name and in the team list, and falls back to the e-mail when cleared', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const member = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'instructor', email: `marta.${Date.now()}@esempio.it` });
    const cookie = await signIn(t, member);

    const res = await putName(cookie, { firstName: '  Marta ', lastName: 'Rossi' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Nome aggiornato con successo!');
    expect(await sessionName(cookie)).toBe('Marta Rossi');
    const profile = (await t.request({ method: 'GET', url: '/api/profile', cookie })).json();
    expect(profile).toMatchObject({ firstName: 'Marta', lastName: 'Rossi' });

    const team = (await t.request({ method: 'GET', url: '/api/team/members', cookie: await signIn(t, owner) })).json();
    expect(team.members.find((m: { id: string }) => m.id === member.id)).toMatchObject({ firstName: 'Marta', lastName: 'Rossi' });
    const instructors = await t.request({ method: 'GET', url: '/api/agents/instructors', cookie: await signIn(t, owner) });
    expect(JSON.stringify(instructors.json())).toContain('Marta');

    expect((await putName(cookie, { firstName: '', lastName: '' })).statusCode).toBe(200);
    expect(await sessionName(cookie)).toBe(member.email.split('@')[0]);
  });

  it('refuses names over 100 characters and non-text values in Italian, changing nothing; a visitor gets 401', async () => {
    const owner = await createAccountWithOwner(t.ctx.db, { firstName: 'Giulia', lastName: 'Neri' });
    const cookie = await signIn(t, owner);
    const long = await putName(cookie, { firstName: 'x'.repeat(101), lastName: 'Neri' });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Nome e cognome non possono superare 100 caratteri.');
    const wrongType = await putName(cookie, { firstName: 42, lastName: 'Neri' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toBe('Nome e cognome devono essere testo.');
    expect(await sessionName(cookie)).toBe('Giulia Neri');
    expect((await putName(undefined, { firstName: 'A', lastName: 'B' })).statusCode).toBe(401);
  });
});

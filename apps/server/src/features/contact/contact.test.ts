import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { contactMessages } from '../../db/schema/platform.js';
import { createAccountWithOwner } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OPERATOR_EMAIL: 'operatore@agenti.test' });
});
afterAll(async () => {
  await t.close();
});

const valid = {
  name: 'Maria Rossi',
  email: 'maria@esempio.it',
  company: 'Rossi Srl',
  message: 'Vorremmo un piano su misura per 50 persone.',
};

describe('contact form', () => {
  it('stores the message and e-mails the operator', async () => {
    const res = await t.request({ method: 'POST', url: '/api/contact', payload: valid });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Messaggio inviato! Ti risponderemo al più presto.');
    const mail = await t.lastEmail('operatore@agenti.test');
    expect(mail?.subject).toBe('Nuova richiesta di contatto da Maria Rossi');
    expect(mail?.text).toContain('Vorremmo un piano su misura per 50 persone.');
  });

  it('refuses a short message or a bad address and stores nothing', async () => {
    const before = (await t.ctx.db.select().from(contactMessages)).length;
    const res = await t.request({ method: 'POST', url: '/api/contact', payload: { ...valid, email: 'no', message: 'ciao' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.email).toEqual(['Indirizzo email non valido.']);
    expect(res.json().fieldErrors.message).toEqual(['Il messaggio deve contenere almeno 10 caratteri.']);
    expect((await t.ctx.db.select().from(contactMessages)).length).toBe(before);
  });

  it('is rate limited with an Italian 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await t.request({ method: 'POST', url: '/api/contact', payload: valid })).statusCode);
    expect(statuses.at(-1)).toBe(429);
  });

  it('counts per signed-in user, so colleagues behind one office address do not share the limit', async () => {
    const office = '198.51.100.20';
    const [anna, bruno] = [await createAccountWithOwner(t.ctx.db), await createAccountWithOwner(t.ctx.db)];
    const send = (cookie: string) => t.request({ method: 'POST', url: '/api/contact', cookie, remoteAddress: office, payload: valid });
    const annaCookie = await signIn(t, anna);
    const brunoCookie = await signIn(t, bruno);
    for (let i = 0; i < 5; i++) expect((await send(annaCookie)).statusCode).toBe(200);
    const refused = await send(annaCookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Troppe richieste. Riprova tra qualche minuto.');
    // Bruno, at the same address, still has his own five.
    for (let i = 0; i < 5; i++) expect((await send(brunoCookie)).statusCode).toBe(200);
    expect((await send(brunoCookie)).statusCode).toBe(429);
  });
});

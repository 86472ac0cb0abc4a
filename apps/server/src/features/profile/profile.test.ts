import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, linkFrom, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createUser, uniqueEmail } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { profiles } from '../../db/schema/accounts.js';
import { credentials, users } from '../../db/schema/auth.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A 1×1 PNG: a real image. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** A multipart/form-data body with one file, as the browser's FormData sends it. */
function multipartFile(fileName: string, contentType: string, data: Buffer) {
  const boundary = `----profilo${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const uploadAvatar = (cookie: string, fileName: string, contentType: string, data: Buffer) =>
  t.request({ method: 'POST', url: '/api/profile/avatar', cookie, ...multipartFile(fileName, contentType, data) });

async function profileRow(userId: string) {
  const [row] = await t.ctx.db.select().from(profiles).where(eq(profiles.userId, userId));
  return row!;
}

describe('GET /api/profile', () => {
  it("returns the signed-in user's own profile", async () => {
    const owner = await createAccountWithOwner(t.ctx.db, { firstName: 'Giulia', lastName: 'Bianchi' });
    const cookie = await signIn(t, owner);
    const res = await t.request({ method: 'GET', url: '/api/profile', cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: owner.id,
      email: owner.email,
      pendingEmail: null,
      firstName: 'Giulia',
      lastName: 'Bianchi',
      address: null,
      avatarUrl: null,
      hasPassword: true,
      identities: ['email'],
      role: 'owner',
      canBecomeOwner: false,
    });
  });

  it('answers 401 without a session and 403 to a member who has not activated the account', async () => {
    expect((await t.request({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
    const owner = await createAccountWithOwner(t.ctx.db);
    const invited = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user', isActive: false });
    const res = await t.request({ method: 'GET', url: '/api/profile', cookie: await signIn(t, invited) });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Per favore, imposta la tua password per attivare il tuo account.');
  });
});

describe('address', () => {
  it('keeps the address and shows it again on reload', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const cookie = await signIn(t, owner);
    const res = await t.request({
      method: 'PUT',
      url: '/api/profile/address',
      cookie,
      payload: { address: '  Via Roma 1, 20100 Milano  ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Indirizzo aggiornato con successo!');
    expect((await t.request({ method: 'GET', url: '/api/profile', cookie })).json().address).toBe('Via Roma 1, 20100 Milano');
  });

  it('refuses an empty or oversized address and changes nothing', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const cookie = await signIn(t, owner);
    await t.request({ method: 'PUT', url: '/api/profile/address', cookie, payload: { address: 'Via Verdi 2' } });
    const empty = await t.request({ method: 'PUT', url: '/api/profile/address', cookie, payload: { address: '   ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("L'indirizzo è obbligatorio.");
    const missing = await t.request({ method: 'PUT', url: '/api/profile/address', cookie, payload: {} });
    expect(missing.statusCode).toBe(400);
    const long = await t.request({ method: 'PUT', url: '/api/profile/address', cookie, payload: { address: 'x'.repeat(501) } });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe("L'indirizzo è troppo lungo (massimo 500 caratteri).");
    expect((await profileRow(owner.id)).address).toBe('Via Verdi 2');
  });

  it('requires a session', async () => {
    const res = await t.request({ method: 'PUT', url: '/api/profile/address', payload: { address: 'Via Roma 1' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('avatar', () => {
  it('stores a real image, serves it with its type to the same account only, and shows it in the session', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const member = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
    const stranger = await createAccountWithOwner(t.ctx.db);
    const cookie = await signIn(t, member);
    const res = await uploadAvatar(cookie, 'io.png', 'image/png', PNG);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Avatar aggiornato!');
    const url: string = res.json().avatarUrl;
    expect(url).toMatch(new RegExp(`^/api/profile/avatar/${member.id}\\?v=\\d+$`));
    expect((await t.request({ method: 'GET', url: '/api/auth/session', cookie })).json().user.avatarUrl).toBe(url);
    expect((await t.request({ method: 'GET', url: '/api/profile', cookie })).json().avatarUrl).toBe(url);

    const own = await t.request({ method: 'GET', url, cookie });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.headers['content-disposition']).toBe('inline');
    expect(own.rawPayload.equals(PNG)).toBe(true);

    const teammate = await t.request({ method: 'GET', url, cookie: await signIn(t, owner) });
    expect(teammate.statusCode).toBe(200);
    const other = await t.request({ method: 'GET', url, cookie: await signIn(t, stranger) });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Avatar non trovato.');
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('stores the type read from the bytes, not the one the browser claims', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const cookie = await signIn(t, owner);
    const gif = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(20)]);
    const res = await uploadAvatar(cookie, 'foto.jpg', 'image/jpeg', gif);
    expect(res.statusCode).toBe(200);
    const served = await t.request({ method: 'GET', url: res.json().avatarUrl, cookie });
    expect(served.headers['content-type']).toBe('image/gif');
  });

  it('refuses a file that is not an image, whatever its name and type, and keeps the previous avatar', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const cookie = await signIn(t, owner);
    await uploadAvatar(cookie, 'io.png', 'image/png', PNG);
    const before = await profileRow(owner.id);
    for (const [name, type, data] of [
      ['finto.png', 'image/png', Buffer.from('<html><script>alert(1)</script></html>')],
      ['disegno.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
      ['vuoto.png', 'image/png', Buffer.alloc(0)],
    ] as const) {
      const res = await uploadAvatar(cookie, name, type, data);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Il file non è un'immagine valida. Usa un file PNG, JPEG, GIF o WebP.");
    }
    const after = await profileRow(owner.id);
    expect(after.avatarMime).toBe('image/png');
    expect(after.updatedAt.getTime()).toBe(before.updatedAt.getTime());
    const served = await t.request({ method: 'GET', url: `/api/profile/avatar/${owner.id}`, cookie });
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses an image over 2 MB with 413, and a request without a file', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const cookie = await signIn(t, owner);
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await uploadAvatar(cookie, 'grande.png', 'image/png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe("L'immagine non può superare 2 MB.");
    expect((await profileRow(owner.id)).avatarPath).toBeNull();
    const json = await t.request({ method: 'POST', url: '/api/profile/avatar', cookie, payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe("Seleziona un'immagine da caricare.");
    expect((await t.request({ method: 'POST', url: '/api/profile/avatar', ...multipartFile('io.png', 'image/png', PNG) })).statusCode).toBe(
      401,
    );
  });
});

describe('e-mail change', () => {
  it('changes the address only when the link sent to the new address is opened, once', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const cookie = await signIn(t, owner);
    const newEmail = uniqueEmail('nuova');
    const res = await t.request({ method: 'POST', url: '/api/profile/email', cookie, payload: { email: `  ${newEmail.toUpperCase()} ` } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Email aggiornata con successo! Controlla la tua nuova email per la conferma.');

    const profile = (await t.request({ method: 'GET', url: '/api/profile', cookie })).json();
    expect(profile.email).toBe(owner.email);
    expect(profile.pendingEmail).toBe(newEmail);
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: newEmail, password: owner.password } })).statusCode,
    ).toBe(401);

    const mail = await t.lastEmail(newEmail);
    expect(mail?.subject).toBe('Conferma il tuo nuovo indirizzo email');
    const link = linkFrom(mail!.text, 'http://localhost:3000/auth/confirm-email?token=');
    const token = decodeURIComponent(new URL(link).searchParams.get('token')!);

    const confirmed = await t.request({ method: 'POST', url: '/api/profile/email/confirm', payload: { token } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBe('Indirizzo email confermato! Da ora accedi con il nuovo indirizzo.');
    const [user] = await t.ctx.db.select().from(users).where(eq(users.id, owner.id));
    expect(user?.email).toBe(newEmail);
    expect((await t.lastEmail(owner.email))?.subject).toBe('Il tuo indirizzo email è stato cambiato');
    await signIn(t, { email: newEmail, password: owner.password });
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: owner.email, password: owner.password } })).statusCode,
    ).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/profile', cookie })).json().pendingEmail).toBeNull();

    const again = await t.request({ method: 'POST', url: '/api/profile/email/confirm', payload: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Il link di conferma non è valido o è scaduto. Richiedi di nuovo il cambio email dal tuo profilo.');
  });

  it('refuses an empty, malformed or unchanged address and changes nothing', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const other = await createAccountWithOwner(t.ctx.db);
    const cookie = await signIn(t, owner);
    const send = (email: string) => t.request({ method: 'POST', url: '/api/profile/email', cookie, payload: { email } });

    const empty = await send('  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("L'email non può essere vuota.");
    const malformed = await send('non-una-email');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Indirizzo email non valido.');
    const same = await send(owner.email);
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('La nuova email è uguale a quella attuale.');

    expect((await t.request({ method: 'GET', url: '/api/profile', cookie })).json()).toMatchObject({
      email: owner.email,
      pendingEmail: null,
    });
    expect(await t.lastEmail(other.email)).toBeUndefined();
  });

  it('refuses the link when the address was taken in the meantime, and a made-up token', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const cookie = await signIn(t, owner);
    const wanted = uniqueEmail('contesa');
    await t.request({ method: 'POST', url: '/api/profile/email', cookie, payload: { email: wanted } });
    const link = linkFrom((await t.lastEmail(wanted))!.text, 'http://localhost:3000/auth/confirm-email?token=');
    await createAccountWithOwner(t.ctx.db, { email: wanted });
    const res = await t.request({
      method: 'POST',
      url: '/api/profile/email/confirm',
      payload: { token: new URL(link).searchParams.get('token') },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Questo indirizzo email è già in uso da un altro account.');
    const [user] = await t.ctx.db.select().from(users).where(eq(users.id, owner.id));
    expect(user?.email).toBe(owner.email);
    const fake = await t.request({ method: 'POST', url: '/api/profile/email/confirm', payload: { token: 'inventato' } });
    expect(fake.statusCode).toBe(400);
  });

  it('requires a session to ask for a change', async () => {
    expect((await t.request({ method: 'POST', url: '/api/profile/email', payload: { email: uniqueEmail() } })).statusCode).toBe(401);
  });
});

describe('password change', () => {
  const change = (cookie: string, payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/profile/password', cookie, payload });

  it('changes the password, e-mails a confirmation and ends the other sessions only', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const cookie = await signIn(t, owner);
    const elsewhere = await signIn(t, owner);
    const res = await change(cookie, { currentPassword: owner.password, newPassword: 'NuovaPass1!', confirmPassword: 'NuovaPass1!' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Password aggiornata con successo! Ti è stata inviata un'email di conferma.");
    expect((await t.lastEmail(owner.email))?.subject).toBe('La tua password è stata aggiornata');
    expect((await t.request({ method: 'GET', url: '/api/profile', cookie })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/profile', cookie: elsewhere })).statusCode).toBe(401);
    await signIn(t, { email: owner.email, password: 'NuovaPass1!' });
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: owner.email, password: owner.password } })).statusCode,
    ).toBe(401);
  });

  it('refuses bad input with the spec messages and keeps the old password', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const cookie = await signIn(t, owner);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ currentPassword: owner.password, newPassword: '', confirmPassword: '' }, 400, 'La nuova password è obbligatoria.'],
      [
        { currentPassword: owner.password, newPassword: 'NuovaPass1!', confirmPassword: 'AltraPass1!' },
        400,
        'La nuova password e la conferma password non corrispondono.',
      ],
      [
        { currentPassword: owner.password, newPassword: 'debole', confirmPassword: 'debole' },
        400,
        'La password non soddisfa tutti i requisiti di complessità.',
      ],
      [
        { currentPassword: owner.password, newPassword: 'senzasimboli1A', confirmPassword: 'senzasimboli1A' },
        400,
        'La password non soddisfa tutti i requisiti di complessità.',
      ],
      [{ newPassword: 'NuovaPass1!', confirmPassword: 'NuovaPass1!' }, 400, 'Inserisci la password attuale.'],
      [
        { currentPassword: 'Sbagliata1!', newPassword: 'NuovaPass1!', confirmPassword: 'NuovaPass1!' },
        400,
        'La password attuale non è corretta.',
      ],
    ];
    for (const [payload, status, message] of cases) {
      const res = await change(cookie, payload);
      expect(res.statusCode, message).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: owner.email, password: owner.password } })).statusCode,
    ).toBe(200);
    expect(await t.lastEmail(owner.email)).toBeUndefined();
    expect((await change('', { newPassword: 'NuovaPass1!', confirmPassword: 'NuovaPass1!' })).statusCode).toBe(401);
  });

  it("lets an account without a password set one without the current one ('Imposta Password')", async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const cookie = await signIn(t, owner);
    // An account that signed in with an external provider has no password hash.
    await t.ctx.db
      .update(credentials)
      .set({ password: null })
      .where(and(eq(credentials.userId, owner.id), eq(credentials.providerId, 'credential')));
    expect((await t.request({ method: 'GET', url: '/api/profile', cookie })).json().hasPassword).toBe(false);
    const res = await change(cookie, { newPassword: 'Impostata1!', confirmPassword: 'Impostata1!' });
    expect(res.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/profile', cookie })).json().hasPassword).toBe(true);
    await signIn(t, { email: owner.email, password: 'Impostata1!' });
  });
});

describe('password guessing', () => {
  it('limits e-mail change requests too, so the form cannot send mail to any address at will', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const cookie = await signIn(t, owner);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await t.request({ method: 'POST', url: '/api/profile/email', cookie, payload: { email: uniqueEmail(`spam${i}`) } })).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('answers 429 in Italian after too many attempts from one session, whatever other cookies come along', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const cookie = await signIn(t, owner);
    let last = 0;
    for (let i = 0; i < 11; i++) {
      last = (
        await t.request({
          method: 'POST',
          url: '/api/profile/password',
          cookie: `altro=${i}; ${cookie}`,
          payload: { currentPassword: `Tentativo${i}!`, newPassword: 'NuovaPass1!', confirmPassword: 'NuovaPass1!' },
        })
      ).statusCode;
    }
    expect(last).toBe(429);
    const res = await t.request({
      method: 'POST',
      url: '/api/profile/password',
      cookie,
      payload: { currentPassword: owner.password, newPassword: 'NuovaPass1!', confirmPassword: 'NuovaPass1!' },
    });
    expect(res.json().message).toBe('Troppe richieste. Riprova tra qualche minuto.');
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: owner.email, password: owner.password } })).statusCode,
    ).toBe(200);
  });
});

describe('requests the forms would never send', () => {
  it("changes only the caller's own profile, whatever user id the body carries", async () => {
    const victim = await createAccountWithOwner(t.ctx.db);
    const attacker = await createAccountWithOwner(t.ctx.db);
    const cookie = await signIn(t, attacker);
    const res = await t.request({
      method: 'PUT',
      url: '/api/profile/address',
      cookie,
      payload: { address: 'Via Falsa 1', userId: victim.id, id: victim.id },
    });
    expect(res.statusCode).toBe(200);
    expect((await profileRow(victim.id)).address).toBeNull();
    expect((await profileRow(attacker.id)).address).toBe('Via Falsa 1');
    const email = await t.request({
      method: 'POST',
      url: '/api/profile/email',
      cookie,
      payload: { email: uniqueEmail('furto'), userId: victim.id },
    });
    expect(email.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/profile', cookie: await signIn(t, victim) })).json().pendingEmail).toBeNull();
  });

  it('answers missing or mistyped fields with 400 and an Italian message, changing nothing', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const cookie = await signIn(t, owner);
    const cases: [string, string, unknown, string][] = [
      ['POST', '/api/profile/email', {}, "L'email non può essere vuota."],
      ['POST', '/api/profile/email', { email: 42 }, "L'email non può essere vuota."],
      [
        'POST',
        '/api/profile/email/confirm',
        {},
        'Il link di conferma non è valido o è scaduto. Richiedi di nuovo il cambio email dal tuo profilo.',
      ],
      ['POST', '/api/profile/password', {}, 'La nuova password è obbligatoria.'],
      [
        'POST',
        '/api/profile/password',
        { currentPassword: owner.password, newPassword: 'NuovaPass1!' },
        'La nuova password e la conferma password non corrispondono.',
      ],
      [
        'POST',
        '/api/profile/password',
        { currentPassword: 7, newPassword: 'NuovaPass1!', confirmPassword: 'NuovaPass1!' },
        'Inserisci la password attuale.',
      ],
      ['PUT', '/api/profile/address', { address: ['Via Roma'] }, "L'indirizzo è obbligatorio."],
      ['POST', '/api/profile/delete', {}, 'Per confermare digita CANCELLA.'],
      ['POST', '/api/profile/delete', { confirmation: 'CANCELLA', password: 123 }, 'La password non è corretta.'],
    ];
    for (const [method, url, payload, message] of cases) {
      const res = await t.request({ method: method as 'POST' | 'PUT', url, cookie, payload: payload as Record<string, unknown> });
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json().message, `${url} ${JSON.stringify(payload)}`).toBe(message);
    }
    const overlong = await t.request({ method: 'GET', url: `/api/profile/avatar/${'x'.repeat(65)}`, cookie });
    expect(overlong.statusCode).toBe(400);
    expect(overlong.json().message).toBe('Avatar non trovato.');
    expect((await t.request({ method: 'GET', url: '/api/profile', cookie })).json()).toMatchObject({
      email: owner.email,
      pendingEmail: null,
      address: null,
    });
    expect(await t.ctx.db.select().from(users).where(eq(users.id, owner.id))).toHaveLength(1);
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: owner.email, password: owner.password } })).statusCode,
    ).toBe(200);
  });
});

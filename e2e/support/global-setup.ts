import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  TEST_WEBSITE_PORT,
  E2E_BASE_URL,
  E2E_PORT,
  MAIL_DIR,
  RUN_DIR,
  SMTP_PORT,
  SUPER_ADMIN,
  E2E_ROOT,
  FRESH_SUPER_ADMIN,
  SUPER_ADMIN_STATE,
  FAKE_TELEGRAM_URL,
  FAKE_WHATSAPP_URL,
  FAKE_MESSENGER_URL,
  FAKE_INSTAGRAM_URL,
  PUSH_TLS_DIR,
} from './env';
import { totpCode, totpStep } from './totp';
import { startSmtpSink } from './smtp-sink';
import { startFakeOpenIdProvider } from '../../apps/server/src/test/fake-openid-provider';
import { seedLeads } from './seed-leads';
import { startTestWebsite } from '../../apps/server/src/test/test-website';
import { startFakeTelegram, startFakeWhatsapp } from '../../apps/server/src/test/fake-messaging-apis';
import { startFakeMetaGraph } from '../../apps/server/src/test/fake-meta-graph';
import { makeLocalhostCertificate } from '../../apps/server/src/test/localhost-certificate';
import { vapidKeyPair } from './push';

const SERVER_ENTRY = path.join(E2E_ROOT, '..', 'apps', 'server', 'dist', 'main.js');
const CLI_ENTRY = path.join(E2E_ROOT, '..', 'apps', 'server', 'dist', 'cli', 'create-super-admin.js');

/** Starts the built product on a fresh data dir, with a real SMTP sink and a super admin, once per run. */
export default async function globalSetup() {
  rmSync(RUN_DIR, { recursive: true, force: true });
  mkdirSync(MAIL_DIR, { recursive: true });
  const dataDir = path.join(RUN_DIR, 'data');
  // Google sign-in against a fake OpenID Connect provider on a local socket (issue 17): its consent page picks the account.
  const google = await startFakeOpenIdProvider();
  // The website the crawler reads (issue 29): on localhost, which the crawler may reach only because it is named here.
  const website = await startTestWebsite({ port: TEST_WEBSITE_PORT });
  // WhatsApp and Telegram (issue 31): fakes the tests drive over HTTP (they run in other processes).
  const telegram = await startFakeTelegram({ port: Number(new URL(FAKE_TELEGRAM_URL).port), control: true });
  const whatsapp = await startFakeWhatsapp({ port: Number(new URL(FAKE_WHATSAPP_URL).port), control: true });
  // Messenger and Instagram (issue 47): Meta's Graph API, one fake each.
  const metaFakes = [
    await startFakeMetaGraph({ kind: 'messenger', port: Number(new URL(FAKE_MESSENGER_URL).port), control: true }),
    await startFakeMetaGraph({ kind: 'instagram', port: Number(new URL(FAKE_INSTAGRAM_URL).port), control: true }),
  ];
  // Web Push (issue 47): the tests' push service serves this certificate (made by openssl); the server trusts it through
  // NODE_EXTRA_CA_CERTS, read when its process starts.
  mkdirSync(PUSH_TLS_DIR, { recursive: true });
  const pushTls = makeLocalhostCertificate(PUSH_TLS_DIR);
  const vapid = vapidKeyPair();
  const env = {
    ...process.env,
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_CLIENT_SECRET: google.clientSecret,
    GOOGLE_ISSUER: google.issuer,
    // The Google Calendar connection (ADR 0330): the same fake answers the Calendar API.
    GOOGLE_CALENDAR_API_URL: google.issuer,
    NODE_ENV: 'production',
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    APP_URL: E2E_BASE_URL,
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    MAIL_FROM: 'Agenti AI <noreply@agenti.test>',
    LOG_LEVEL: 'warn',
    // Browser tests sign many users up from one address; the limits have their own API tests.
    RATE_LIMIT_DISABLED: 'true',
    DATABASE_URL: '',
    // The leads webhook test delivers to a receiver on this host (ADR 0157).
    WEBHOOK_ALLOW_PRIVATE_URL: 'true',
    // The e-mail channel's spec names its local Dovecot and SMTP receiver by address (ADR 0310).
    CRAWLER_ALLOW_PRIVATE_HOSTS: 'localhost,127.0.0.1',
    CRAWLER_DELAY_MS: '0',
    TELEGRAM_API_URL: FAKE_TELEGRAM_URL,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:operatore@agenti.test',
    PUSH_ALLOW_PRIVATE_HOSTS: 'localhost',
    NODE_EXTRA_CA_CERTS: pushTls.certFile,
    WHATSAPP_API_URL: FAKE_WHATSAPP_URL,
    MESSENGER_API_URL: FAKE_MESSENGER_URL,
    INSTAGRAM_API_URL: FAKE_INSTAGRAM_URL,
    // A production server issues no invoice without the operator's company data (ADR 0221). The privacy contact stays
    // unset: the legal pages keep saying their data is incomplete (first-run/legal.spec.ts).
    COMPANY_NAME: 'Operatore di Prova S.r.l.',
    COMPANY_VAT_NUMBER: '12345678903',
    COMPANY_ADDRESS: 'Via Dante 7',
    COMPANY_POSTAL_CODE: '40121',
    COMPANY_CITY: 'Bologna',
    COMPANY_PROVINCE: 'BO',
    COMPANY_BILLING_EMAIL: 'fatture@agenti.test',
  };
  const sink = await startSmtpSink(SMTP_PORT, MAIL_DIR);
  for (const operator of [SUPER_ADMIN, FRESH_SUPER_ADMIN]) {
    const cli = spawnSync(process.execPath, [CLI_ENTRY, '--email', operator.email, '--password', operator.password], {
      env,
      encoding: 'utf8',
    });
    if (cli.status !== 0) throw new Error(`create-super-admin failed: ${cli.stderr || cli.stdout}`);
  }

  await seedLeads(dataDir);
  const server: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<never>((_, reject) =>
    server.once('exit', (code) => reject(new Error(`the server exited with code ${code} before answering`))),
  );
  // E2E_SERVER_START_MS: a machine shared with other work may need minutes to migrate a new data dir (seen: over one
  // minute in CI beside the two unit passes); three, as the other hang guards (ADR 0340).
  try {
    await Promise.race([waitForServer(`${E2E_BASE_URL}/api/health`, Number(process.env.E2E_SERVER_START_MS ?? 180_000)), exited]);
  } catch (err) {
    // Never left running without its tests (it would hold the port for the next run).
    server.kill('SIGTERM');
    await new Promise<void>((resolve) => sink.close(() => resolve()));
    await google.close();
    await telegram.close();
    await whatsapp.close();
    for (const fake of metaFakes) await fake.close();
    throw err;
  }
  await enrolSuperAdmin();

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await new Promise<void>((resolve) => sink.close(() => resolve()));
    await google.close();
    await website.close();
    await telegram.close();
    await whatsapp.close();
    for (const fake of metaFakes) await fake.close();
  };
}

async function waitForServer(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
}

/**
 * Signs SUPER_ADMIN in and enrols their second factor (D14) through the API, as the first sign-in would, and keeps
 * the secret and that verified session for the tests: the back-office tests start signed in, and a test that signs
 * in through the form computes the code from the secret.
 */
async function enrolSuperAdmin(): Promise<void> {
  const login = await fetch(`${E2E_BASE_URL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: SUPER_ADMIN.email, password: SUPER_ADMIN.password }),
  });
  if (!login.ok) throw new Error(`super admin sign-in failed: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const call = async (url: string, body?: unknown) => {
    const res = await fetch(`${E2E_BASE_URL}/api/auth/second-factor/${url}`, {
      method: 'POST',
      headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`second factor ${url} failed: ${res.status} ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  const { secret } = (await call('enrol')) as { secret: string };
  const step = totpStep();
  await call('confirm', { code: totpCode(secret, step) });
  writeFileSync(SUPER_ADMIN_STATE, JSON.stringify({ secret, cookie, step }));
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath, fullChromiumPath } from './chromium-path.mjs';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
/** The local business website the crawler tests read (issue 29), served by global setup. */
export const TEST_WEBSITE_PORT = Number(process.env.E2E_WEBSITE_PORT ?? E2E_PORT + 2);
export const TEST_WEBSITE_URL = `http://localhost:${TEST_WEBSITE_PORT}`;
/** Fakes of Telegram's Bot API and WhatsApp's Cloud API (issue 31), served by global setup; the product is pointed at them. */
export const FAKE_TELEGRAM_URL = `http://127.0.0.1:${Number(process.env.E2E_TELEGRAM_PORT ?? E2E_PORT + 3)}`;
export const FAKE_WHATSAPP_URL = `http://127.0.0.1:${Number(process.env.E2E_WHATSAPP_PORT ?? E2E_PORT + 4)}`;
/** Fakes of Meta's Graph API for Messenger and Instagram (issue 47), served by global setup. */
export const FAKE_MESSENGER_URL = `http://127.0.0.1:${Number(process.env.E2E_MESSENGER_PORT ?? E2E_PORT + 7)}`;
export const FAKE_INSTAGRAM_URL = `http://127.0.0.1:${Number(process.env.E2E_INSTAGRAM_PORT ?? E2E_PORT + 8)}`;
export const CHROMIUM_PATH = chromiumPath();
/** The full browser, where a test needs what the headless shell lacks (a service worker's notifications). */
export const FULL_CHROMIUM_PATH = fullChromiumPath();
/** How every suite starts Chromium: no sandbox (root in CI), nothing that reaches out to the closed network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const E2E_ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
/** Per-run state (data dir, received e-mails); set E2E_RUN_DIR and E2E_PORT to run two suites side by side. */
export const RUN_DIR = process.env.E2E_RUN_DIR ?? path.join(E2E_ROOT, '.run');
export const MAIL_DIR = path.join(RUN_DIR, 'mail');
/** The local push service's certificate and key (issue 47), made by global setup before the server starts. */
export const PUSH_TLS_DIR = path.join(RUN_DIR, 'push-tls');
export const SUPER_ADMIN = { email: 'operatore@agenti.test', password: 'Operatore1!' };
/** A second operator, never signed in before: the enrolment test's (D14). */
export const FRESH_SUPER_ADMIN = { email: 'operatore.nuovo@agenti.test', password: 'Operatore2!' };
/** What global setup leaves for the tests: SUPER_ADMIN's authenticator secret and a session that presented it. */
export const SUPER_ADMIN_STATE = path.join(RUN_DIR, 'super-admin.json');
/** The account global setup seeds with leads for 'Contatti' (issue 30): its owner and its instructor. */
export const LEADS_OWNER = { email: 'titolare.contatti@agenti.test', password: 'Password1!' };
export const LEADS_INSTRUCTOR = { email: 'istruttore.contatti@agenti.test', password: 'Password1!' };

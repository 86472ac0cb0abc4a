import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { COMPANY_FORMATS, configuredCompany } from './company.js';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

/** Every environment variable the server reads; `.env.example` documents the same list. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: optionalString,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  REDIS_URL: optionalString,
  AUTH_SECRET: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Agenti AI <noreply@localhost>'),
  OPERATOR_EMAIL: z.string().default('operatore@localhost'),
  LLM_BASE_URL: optionalString,
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  /** Lets the super admin save a provider base URL on a private or loopback address (Ollama next door): SSRF guard. */
  LLM_ALLOW_PRIVATE_BASE_URL: bool,
  /** Lets an owner's leads webhook point to a private or loopback address (tests, a receiver on the same host): SSRF guard. */
  WEBHOOK_ALLOW_PRIVATE_URL: bool,
  /**
   * The website crawler (issue 29): the pause between two requests to one host (robots.txt's Crawl-delay wins when
   * longer; 0 only for benchmarks and tests), the time limit of a request, the largest page read.
   */
  CRAWLER_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  CRAWLER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  CRAWLER_PAGE_MAX_MB: z.coerce.number().positive().max(100).default(5),
  /** Test and development only: host names the crawler may reach although they are private (e.g. localhost). */
  CRAWLER_ALLOW_PRIVATE_HOSTS: optionalString,
  /** How long a custom action's server has to answer (ADR 0260). */
  ACTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8_000),
  /**
   * A PEM file of certificate authorities the crawler trusts besides the system's (a site served with a private CA;
   * the tests' local https site). Read once at start.
   */
  CRAWLER_CA_FILE: optionalString.refine((file) => file === undefined || existsSync(file), 'file non trovato'),
  EMBEDDING_MODEL: optionalString,
  RERANK_WITH_MODEL: bool,
  /**
   * Offline answers (issue 45, ADR 0229): the share of a question's idf-weighted terms the best passage must hold, or the
   * agent says it does not know. 0 never abstains (bench/abstain-eval.mjs --sweep measures every threshold from it).
   */
  ANSWER_EVIDENCE_MIN: z.coerce.number().min(0).max(1).default(0.47),
  TRANSCRIPTION_BASE_URL: optionalString,
  TRANSCRIPTION_API_KEY: optionalString,
  TRANSCRIPTION_MODEL: z.string().default('whisper-1'),
  /** Length of the audio segments sent to the transcription service (ADR 0091): 600 s of speech audio is 2.4 MB. */
  TRANSCRIPTION_SEGMENT_SECONDS: z.coerce.number().int().min(1).max(3600).default(600),
  ALLOW_SELF_PROMOTION: bool,
  MAX_UPLOAD_MB: z.coerce.number().positive().default(50),
  TRUST_PROXY: bool,
  /** Bearer token that opens /metrics (Prometheus); unset = /metrics answers 404 (ADR 0144). */
  METRICS_TOKEN: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_DISABLED: bool,
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: optionalString,
  S3_BUCKET: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: bool,
  // The operator's company (issue 44, ADR 0221): one set for invoices, legal pages and footer (config/company.ts).
  COMPANY_NAME: optionalString,
  COMPANY_VAT_NUMBER: optionalString,
  COMPANY_FISCAL_CODE: optionalString,
  COMPANY_ADDRESS: optionalString,
  COMPANY_POSTAL_CODE: optionalString,
  COMPANY_CITY: optionalString,
  COMPANY_PROVINCE: optionalString,
  COMPANY_TAX_REGIME: optionalString,
  COMPANY_BILLING_EMAIL: optionalString,
  COMPANY_PRIVACY_EMAIL: optionalString,
  COMPANY_PEC: optionalString,
  // Older names of the same data, still read where COMPANY_* is unset: legal pages (issue 19) and invoices.
  LEGAL_COMPANY_NAME: optionalString,
  LEGAL_VAT_NUMBER: optionalString,
  LEGAL_ADDRESS: optionalString,
  LEGAL_PRIVACY_EMAIL: optionalString,
  LEGAL_PEC: optionalString,
  SELLER_NAME: optionalString,
  SELLER_VAT_NUMBER: optionalString,
  SELLER_FISCAL_CODE: optionalString,
  SELLER_ADDRESS: optionalString,
  SELLER_POSTAL_CODE: optionalString,
  SELLER_CITY: optionalString,
  SELLER_PROVINCE: optionalString,
  SELLER_TAX_REGIME: optionalString,
  SELLER_EMAIL: optionalString,
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  // Stripe (D5): all of key, webhook secret and the three price ids, or none (the simulated checkout).
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_BASE: optionalString,
  STRIPE_PRICE_PRO: optionalString,
  STRIPE_PRICE_ADVANCED: optionalString,
  /** Another address for Stripe's API (a local Stripe mock in tests), e.g. http://127.0.0.1:12111. */
  STRIPE_API_URL: optionalString,
  /** Meta's WhatsApp Cloud API and Telegram's Bot API (issue 31): tests and the bench point them at local fakes. */
  WHATSAPP_API_URL: z
    .url({ protocol: /^https?$/, error: 'URL non valido, es. https://graph.facebook.com/v21.0' })
    .default('https://graph.facebook.com/v21.0'),
  TELEGRAM_API_URL: z
    .url({ protocol: /^https?$/, error: 'URL non valido, es. https://api.telegram.org' })
    .default('https://api.telegram.org'),
  /** Meta's Graph API for Messenger and for Instagram messaging (issue 47), version included: tests point them at fakes. */
  MESSENGER_API_URL: z
    .url({ protocol: /^https?$/, error: 'URL non valido, es. https://graph.facebook.com/v21.0' })
    .default('https://graph.facebook.com/v21.0'),
  INSTAGRAM_API_URL: z
    .url({ protocol: /^https?$/, error: 'URL non valido, es. https://graph.instagram.com/v21.0' })
    .default('https://graph.instagram.com/v21.0'),
  // Google sign-in (issue 17): both id and secret, or neither (no 'Accedi con Google' button).
  // Web Push to the team's phones (issue 47): a VAPID key pair (`npx web-push generate-vapid-keys`); unset = push off.
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  /** Who the push services may contact about our pushes (a mailto: or https: URL); default mailto:OPERATOR_EMAIL. */
  VAPID_SUBJECT: optionalString,
  /** Tests and development only: host names (e.g. `localhost`) a push endpoint may have although they are private. */
  PUSH_ALLOW_PRIVATE_HOSTS: optionalString,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  /** The OpenID Connect issuer whose discovery document is read (default https://accounts.google.com); another only for a test provider. */
  GOOGLE_ISSUER: optionalString.pipe(z.url({ protocol: /^https?$/, error: 'URL non valido, es. https://accounts.google.com' }).optional()),
  /** Google Calendar's API (issue 46, ADR 0330): `/calendar/v3/...` is appended; another only for a test's fake. */
  GOOGLE_CALENDAR_API_URL: z
    .url({ protocol: /^https?$/, error: 'URL non valido, es. https://www.googleapis.com' })
    .default('https://www.googleapis.com'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'APP_URL' | 'AUTH_SECRET'> {
  APP_URL: string;
  AUTH_SECRET: string;
  dataDir: string;
}

/** Reads and validates the environment. Exits with a readable message rather than a stack trace. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configurazione non valida:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  if (values.STORAGE_DRIVER === 's3' && !values.S3_BUCKET) {
    throw new Error('Configurazione non valida:\n  S3_BUCKET: obbligatorio con STORAGE_DRIVER=s3');
  }
  const stripeKeys = ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_BASE', 'STRIPE_PRICE_PRO', 'STRIPE_PRICE_ADVANCED'] as const;
  const missingStripe = values.STRIPE_SECRET_KEY ? stripeKeys.filter((k) => !values[k]) : [];
  if (missingStripe.length) {
    throw new Error(`Configurazione non valida:\n${missingStripe.map((k) => `  ${k}: obbligatorio con STRIPE_SECRET_KEY`).join('\n')}`);
  }
  const company = configuredCompany(values);
  const badCompany = Object.entries(COMPANY_FORMATS).filter(([name, [format]]) => {
    const value = company[name as keyof typeof company];
    return value !== undefined && !format.test(value);
  });
  if (badCompany.length) {
    throw new Error(`Configurazione non valida:\n${badCompany.map(([name, [, hint]]) => `  ${name}: ${hint}`).join('\n')}`);
  }
  if (Boolean(values.VAPID_PUBLIC_KEY) !== Boolean(values.VAPID_PRIVATE_KEY)) {
    throw new Error('Configurazione non valida:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: servono entrambe (oppure nessuna delle due)');
  }
  if (Boolean(values.GOOGLE_CLIENT_ID) !== Boolean(values.GOOGLE_CLIENT_SECRET)) {
    throw new Error('Configurazione non valida:\n  GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET: servono entrambi (oppure nessuno dei due)');
  }
  const dataDir = path.resolve(overrides.dataDir ?? values.DATA_DIR);
  const appUrl = (values.APP_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, '');
  return {
    ...values,
    APP_URL: appUrl,
    AUTH_SECRET: values.AUTH_SECRET ?? persistentSecret(dataDir),
    dataDir,
    ...overrides,
  };
}

/**
 * A fresh machine has no AUTH_SECRET: generate one once and keep it in the data dir, so sessions and
 * encrypted API keys survive restarts without any set-up.
 */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

import type { Processor, Processors } from '@app/shared/api/legal';
import type { Config } from '../../config/config.js';
import type { DbOrTx } from '../../db/client.js';
import { apiKeys } from '../../db/schema/platform.js';

const ON_SERVER = 'sul server del gestore';
const THIS_SERVER = 'Questo server (nessun terzo)';

/** The host of a configured URL, never its user, password or path. */
function hostOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).host || null;
  } catch {
    return null;
  }
}

/**
 * What the product stores and who processes it, from this server's configuration and the model providers the operator
 * has added (their hosts). Public: the page 'Sub-responsabili e trattamenti' of the legal footer (issue 33).
 */
export async function unsafeListProcessors(db: DbOrTx, config: Config): Promise<Processors> {
  const processors: Processor[] = [];
  const database = hostOf(config.DATABASE_URL);
  processors.push({
    purpose: 'Database (account, agenti, impostazioni, conversazioni, memorie, fatture)',
    provider: database ? 'PostgreSQL' : THIS_SERVER,
    location: database ?? ON_SERVER,
    data: 'Tutti i dati del servizio tranne i file',
  });
  const s3 = config.STORAGE_DRIVER === 's3';
  processors.push({
    purpose: 'Archiviazione dei file (documenti caricati, immagini del profilo, esportazioni)',
    provider: s3 ? (config.S3_ENDPOINT ? 'Servizio compatibile S3' : 'Amazon S3') : THIS_SERVER,
    location: s3 ? (hostOf(config.S3_ENDPOINT) ?? `AWS, regione ${config.S3_REGION}`) : ON_SERVER,
    data: 'File originali e testo estratto',
  });
  processors.push({
    purpose: 'Invio delle e-mail',
    provider: config.SMTP_URL ? 'Server SMTP' : 'Nessuno: le e-mail restano sul server (modalità di sviluppo)',
    location: hostOf(config.SMTP_URL) ?? ON_SERVER,
    data: 'Indirizzo e-mail e testo dei messaggi',
  });
  const keys = await db.select({ baseUrl: apiKeys.baseUrl }).from(apiKeys);
  const keyHosts = keys.flatMap((row) => hostOf(row.baseUrl ?? undefined) ?? []);
  const hasKeyWithoutUrl = keys.some((row) => !row.baseUrl);
  const modelHosts = new Set([...keyHosts, ...(hostOf(config.LLM_BASE_URL) ? [hostOf(config.LLM_BASE_URL)!] : [])]);
  if (hasKeyWithoutUrl && !config.LLM_BASE_URL) modelHosts.add('api.openai.com');
  processors.push({
    purpose: 'Modello AI (risposte della chat)',
    provider: modelHosts.size ? 'Fornitore del modello compatibile OpenAI' : 'Nessuno: risposte offline dai documenti',
    location: modelHosts.size ? [...modelHosts].sort().join(', ') : ON_SERVER,
    data: 'Domande, passaggi dei documenti e memorie usati per rispondere',
  });
  // Services used only when configured: [configured, what they do, who, where, which data].
  const optional: [unknown, string, string, string, string][] = [
    [
      config.TRANSCRIPTION_BASE_URL,
      'Trascrizione di audio e video',
      'Servizio di trascrizione compatibile OpenAI',
      hostOf(config.TRANSCRIPTION_BASE_URL) ?? '',
      "L'audio dei file caricati",
    ],
    [config.STRIPE_SECRET_KEY, 'Pagamenti', 'Stripe', 'api.stripe.com', 'Nome, e-mail, partita IVA e dati di fatturazione del cliente'],
    [!config.STRIPE_SECRET_KEY, 'Pagamenti', 'Nessuno: pagamenti simulati', ON_SERVER, 'Nessun dato di pagamento reale'],
    [
      config.REDIS_URL,
      'Limiti di frequenza delle richieste',
      'Redis',
      hostOf(config.REDIS_URL) ?? '',
      'Indirizzi IP e identificativi, per pochi minuti',
    ],
    [
      config.GOOGLE_CLIENT_ID,
      'Accesso con Google',
      'Google',
      hostOf(config.GOOGLE_ISSUER) ?? 'accounts.google.com',
      'Nome e indirizzo e-mail di chi accede con Google',
    ],
  ];
  for (const [configured, purpose, provider, location, data] of optional) {
    if (configured) processors.push({ purpose, provider, location, data });
  }
  return { processors };
}

import { afterAll, describe, expect, it } from 'vitest';
import type { Processor } from '@app/shared/api/legal';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Issue 33: 'Sub-responsabili e trattamenti' lists what the product stores and where, from the configuration. */
const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
});

const processorsOf = async (env: Record<string, string>) => {
  const t = await createTestApp(env);
  apps.push(t);
  const res = await t.request({ method: 'GET', url: '/api/legal/processors' });
  expect(res.statusCode).toBe(200);
  return { body: res.body, processors: res.json<{ processors: Processor[] }>().processors };
};
const byPurpose = (list: Processor[], start: string) => list.find((p) => p.purpose.startsWith(start))!;

describe('the sub-processors page', () => {
  it('on a bare server: everything stays on the server, answers are offline, payments simulated', async () => {
    const { processors } = await processorsOf({});
    expect(byPurpose(processors, 'Database')).toMatchObject({ location: 'sul server del gestore' });
    expect(byPurpose(processors, 'Archiviazione')).toMatchObject({ location: 'sul server del gestore' });
    expect(byPurpose(processors, 'Invio delle e-mail').provider).toContain('modalità di sviluppo');
    expect(byPurpose(processors, 'Modello AI').provider).toBe('Nessuno: risposte offline dai documenti');
    expect(byPurpose(processors, 'Pagamenti').provider).toBe('Nessuno: pagamenti simulati');
  });

  it('names the configured services by host only, never a credential, to anyone', async () => {
    const { processors, body } = await processorsOf({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'agenti-file',
      S3_ENDPOINT: 'https://s3.eu-south-1.esempio-cloud.it',
      S3_ACCESS_KEY_ID: 'AKIAINTERNA',
      S3_SECRET_ACCESS_KEY: 'segretissima',
      SMTP_URL: 'smtp://utente:password-smtp@mail.esempio.it:587',
      LLM_BASE_URL: 'https://api.mistral.ai/v1',
      LLM_API_KEY: 'sk-chiave-segreta',
    });
    expect(byPurpose(processors, 'Archiviazione')).toMatchObject({
      provider: 'Servizio compatibile S3',
      location: 's3.eu-south-1.esempio-cloud.it',
    });
    expect(byPurpose(processors, 'Invio delle e-mail')).toMatchObject({ provider: 'Server SMTP', location: 'mail.esempio.it:587' });
    expect(byPurpose(processors, 'Modello AI').location).toBe('api.mistral.ai');
    for (const secret of ['password-smtp', 'utente', 'segretissima', 'AKIAINTERNA', 'sk-chiave-segreta'])
      expect(body).not.toContain(secret);
  });
});

import type { Locator, Page } from '@playwright/test';
import { test, expect, agentWithDocument, seriousA11yViolations, ownerWithSession } from '../fixtures';
import { FAKE_INSTAGRAM_URL, FAKE_MESSENGER_URL } from '../support/env';

/**
 * Messenger and Instagram (issue 47): the owner connects a Facebook page and an Instagram professional account of an
 * agent in 'Integrazioni' (Messenger at 1280 px, Instagram at 375 px), Meta's handshake verifies both webhooks, people
 * write to the fake Graph APIs (global setup serves them), the agent answers there, and each conversation is read in
 * 'Conversazioni' with its channel and the sender masked.
 */
const fake = async (base: string, path: string, body?: unknown) => {
  const res = await fetch(`${base}/_fake/${path}`, body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) });
  return res.json() as Promise<{ sent?: { to: string; text: string }[]; status?: number }>;
};
const sentTo = async (base: string, to: string) => ((await fake(base, 'sent')).sent ?? []).filter((m) => m.to === to);

async function fitsPhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

/** Fills a channel's form, saves it, and answers what the page shows to paste into Meta. */
async function connect(page: Page, section: Locator, fields: Record<string, string>, button: string, saved: RegExp) {
  for (const [label, value] of Object.entries(fields)) await section.getByLabel(label).fill(value);
  await section.getByRole('button', { name: button }).click();
  await expect(page.getByText(saved)).toBeVisible();
  await expect(section.getByText('In attesa di verifica')).toBeVisible();
  return {
    webhookUrl: await section.getByRole('textbox', { name: 'URL di callback (webhook)' }).inputValue(),
    verifyToken: await section.getByRole('textbox', { name: 'Token di verifica' }).inputValue(),
  };
}

test('the owner connects Messenger and Instagram; the agent answers there and each conversation is read', async ({ page, request }) => {
  // Ids unique to this run, so a second run against the same fakes reads only its own messages.
  const run = String(Date.now()).slice(-6);
  const page_ = { id: `1047${run}`, accessToken: `EAAE2ePageToken${run}`, appSecret: `e2e-page-secret-${run}`, name: 'Negozio E2E' };
  const ig = { id: `17841${run}`, accessToken: `IGAAE2eToken${run}`, appSecret: `e2e-ig-secret-${run}`, name: 'negozio_e2e' };
  const psid = `64839${run}`;
  const igsid = `17892${run}`;
  await fake(FAKE_MESSENGER_URL, 'accounts', page_);
  await fake(FAKE_INSTAGRAM_URL, 'accounts', ig);

  await ownerWithSession(page, request);
  const agent = await agentWithDocument(page, 'Assistente Meta');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/integrations/channels');
  const card = page.locator('#canali');
  await expect(card.getByRole('heading', { name: 'Canali' })).toBeVisible();
  const section = (name: string) => card.locator('section').filter({ has: page.getByRole('heading', { name, exact: true }) });

  // Messenger at 1280 px: a wrong id is said under its field; then saved, verified by Meta's handshake.
  const messenger = section('Messenger');
  await messenger.getByLabel('ID della pagina Facebook').fill('pagina');
  await messenger.getByRole('button', { name: 'Collega Messenger' }).click();
  await expect(messenger.getByText(/L'ID è composto solo da cifre/)).toBeVisible();
  const fromMessenger = await connect(
    page,
    messenger,
    {
      'ID della pagina Facebook': page_.id,
      'Token di accesso della pagina': page_.accessToken,
      'Chiave segreta dell’app': page_.appSecret,
    },
    'Collega Messenger',
    /Messenger salvato/,
  );
  expect(fromMessenger.webhookUrl).toContain('/api/channels/messenger/');
  await expect(messenger.getByText(`Pagina: ${page_.name} (ID ${page_.id})`)).toBeVisible();
  await expect(card).not.toContainText(page_.accessToken);
  await expect(card).not.toContainText(page_.appSecret);
  expect(await fake(FAKE_MESSENGER_URL, 'verify', { id: page_.id, ...fromMessenger })).toMatchObject({ status: 200 });
  await page.reload();
  await expect(messenger.getByText('Stato: Collegato')).toBeVisible();
  expect(await seriousA11yViolations(page), '/integrations at 1280 px').toEqual([]);

  // Instagram at 375 px.
  await page.setViewportSize({ width: 375, height: 800 });
  const instagram = section('Instagram');
  const fromInstagram = await connect(
    page,
    instagram,
    { 'ID dell’account Instagram': ig.id, 'Token di accesso dell’account': ig.accessToken, 'Chiave segreta dell’app': ig.appSecret },
    'Collega Instagram',
    /Instagram salvato/,
  );
  expect(fromInstagram.webhookUrl).toContain('/api/channels/instagram/');
  await expect(instagram.getByText(`Account: @${ig.name} (ID ${ig.id})`)).toBeVisible();
  await expect(card).not.toContainText(ig.accessToken);
  expect(await fake(FAKE_INSTAGRAM_URL, 'verify', { id: ig.id, ...fromInstagram })).toMatchObject({ status: 200 });
  await page.reload();
  await expect(instagram.getByText('Stato: Collegato')).toBeVisible();
  await fitsPhone(page);
  expect(await seriousA11yViolations(page), '/integrations at 375 px').toEqual([]);

  // People write on both; the agent answers there from its document.
  expect(await fake(FAKE_MESSENGER_URL, 'write', { id: page_.id, from: psid, text: 'A che ora aprite il sabato?' })).toMatchObject({
    status: 200,
  });
  expect(await fake(FAKE_INSTAGRAM_URL, 'write', { id: ig.id, from: igsid, text: 'Quando apre il negozio?' })).toMatchObject({
    status: 200,
  });
  await expect.poll(async () => (await sentTo(FAKE_MESSENGER_URL, psid))[0]?.text ?? '', { timeout: 20_000 }).toContain('nove del mattino');
  await expect
    .poll(async () => (await sentTo(FAKE_INSTAGRAM_URL, igsid))[0]?.text ?? '', { timeout: 20_000 })
    .toContain('nove del mattino');

  // 'Conversazioni': both, each with its channel and the sender masked; each read, at 1280 and 375 px.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/agent/${agent.id}/analytics/conversations`);
  const list = page.getByRole('list', { name: 'Conversazioni' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  const messengerItem = list.getByRole('listitem').filter({ hasText: 'A che ora aprite il sabato?' });
  await expect(messengerItem).toContainText('Messenger');
  await expect(messengerItem).toContainText(`Messenger ••• ${psid.slice(-4)}`);
  await expect(messengerItem).not.toContainText(psid);
  const instagramItem = list.getByRole('listitem').filter({ hasText: 'Quando apre il negozio?' });
  await expect(instagramItem).toContainText('Instagram');
  expect(await seriousA11yViolations(page), '/analytics/conversations at 1280 px').toEqual([]);
  await messengerItem.getByRole('link').click();
  await expect(page.getByText('A che ora aprite il sabato?')).toBeVisible();
  await expect(page.getByText(/nove del mattino/).first()).toBeVisible();
  await expect(page.getByText(/Messenger ••• /)).toBeVisible();
  expect(await seriousA11yViolations(page), 'a Messenger conversation at 1280 px').toEqual([]);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/agent/${agent.id}/analytics/conversations`);
  await list.getByRole('listitem').filter({ hasText: 'Quando apre il negozio?' }).getByRole('link').click();
  await expect(page.getByText('Quando apre il negozio?')).toBeVisible();
  await expect(page.getByText(/nove del mattino/).first()).toBeVisible();
  await expect(page.getByText(/Instagram ••• /)).toBeVisible();
  await fitsPhone(page);
  expect(await seriousA11yViolations(page), 'an Instagram conversation at 375 px').toEqual([]);

  // The Messenger sender asks to be forgotten: found by their PSID and erased; the Instagram conversation stays.
  await page.goto('/analytics/conversations');
  const erasure = page.getByRole('region', { name: 'Cancella i dati di un visitatore' });
  await erasure.getByLabel('Cerca per').selectOption({ label: 'Id Messenger (PSID)' });
  await erasure.getByLabel('Id Messenger (PSID)').fill(psid);
  await erasure.getByRole('button', { name: 'Cerca' }).click();
  await expect(erasure.getByText('Trovata 1 conversazione:')).toBeVisible();
  expect(await seriousA11yViolations(page), 'erasure by Messenger id at 375 px').toEqual([]);
  page.once('dialog', (dialog) => void dialog.accept());
  await erasure.getByRole('button', { name: 'Cancella i dati del visitatore' }).click();
  await expect(page.getByText('Cancellata 1 conversazione del visitatore.')).toBeVisible();
  await page.goto(`/agent/${agent.id}/analytics/conversations`);
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText('Quando apre il negozio?');
});

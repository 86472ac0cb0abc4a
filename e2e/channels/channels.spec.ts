import type { Page } from '@playwright/test';
import { test, expect, agentWithDocument, seriousA11yViolations, ownerWithSession } from '../fixtures';
import { FAKE_TELEGRAM_URL, FAKE_WHATSAPP_URL } from '../support/env';

/**
 * WhatsApp and Telegram (issue 31): the owner connects both channels of an agent in 'Integrazioni', people write to
 * the fake apps (global setup serves them; the product is pointed at them), the agent answers there, and the
 * conversations appear in 'Conversazioni' with their channel and the visitor masked.
 */
const fake = async (base: string, path: string, body?: unknown) => {
  const res = await fetch(`${base}/_fake/${path}`, body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) });
  return res.json() as Promise<{ sent?: { to: string; text: string }[]; status?: number }>;
};
const sentTo = async (base: string, to: string) => ((await fake(base, 'sent')).sent ?? []).filter((m) => m.to === to);

async function fitsPhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

test('the owner connects WhatsApp and Telegram; the agent answers there and the conversations show their channel', async ({
  page,
  request,
}) => {
  // Numbers unique to this run, so a second run against the same fakes reads only its own messages.
  const run = String(Date.now()).slice(-6);
  const botToken = `7${run}:AAE2eBotTokenForTheChannelsTest${run}`;
  const wa = { phoneNumberId: `10${run}`, accessToken: `EAAE2eAccessToken${run}`, appSecret: `e2e-app-secret-${run}` };
  const customer = `39333${run}1`;
  const chatId = Number(`8${run}`);
  await fake(FAKE_TELEGRAM_URL, 'bots', { token: botToken, username: 'negozio_e2e_bot' });
  await fake(FAKE_WHATSAPP_URL, 'numbers', wa);

  await ownerWithSession(page, request);
  const agent = await agentWithDocument(page, 'Assistente Canali');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/integrations/channels');
  const card = page.locator('#canali');
  await expect(card.getByRole('heading', { name: 'Canali' })).toBeVisible();

  // Telegram: the token is checked with getMe and the webhook set at once.
  await card.getByLabel('Token del bot').fill('non-valido');
  await card.getByRole('button', { name: 'Collega Telegram' }).click();
  await expect(card.getByText('Token del bot non valido: ha la forma 123456789:ABC… (te lo dà @BotFather).')).toBeVisible();
  await card.getByLabel('Token del bot').fill(botToken);
  await card.getByRole('button', { name: 'Collega Telegram' }).click();
  await expect(page.getByText('Telegram collegato: il bot risponde ai messaggi.')).toBeVisible();
  await expect(card.getByText('Bot: @negozio_e2e_bot')).toBeVisible();
  await expect(card.getByText(`Token del bot: ••••${botToken.slice(-4)}`)).toBeVisible();
  await expect(card).not.toContainText(botToken);

  // WhatsApp: saved, then verified by Meta's handshake with the address and token the page shows.
  // Messenger and Instagram have their own access tokens and app secrets below: WhatsApp's section only.
  const whatsappSection = card.locator('section').filter({ has: page.getByRole('heading', { name: 'WhatsApp' }) });
  await whatsappSection.getByLabel('ID del numero di telefono').fill(wa.phoneNumberId);
  await whatsappSection.getByLabel('Token di accesso').fill(wa.accessToken);
  await whatsappSection.getByLabel('Chiave segreta dell’app').fill(wa.appSecret);
  await card.getByRole('button', { name: 'Collega WhatsApp' }).click();
  await expect(page.getByText(/WhatsApp salvato/)).toBeVisible();
  await expect(whatsappSection.getByText('In attesa di verifica')).toBeVisible();
  const webhookUrl = await whatsappSection.getByRole('textbox', { name: 'URL di callback (webhook)' }).inputValue();
  const verifyToken = await whatsappSection.getByRole('textbox', { name: 'Token di verifica' }).inputValue();
  expect(webhookUrl).toContain('/api/channels/whatsapp/');
  await expect(card).not.toContainText(wa.accessToken);
  await expect(card).not.toContainText(wa.appSecret);
  expect(await fake(FAKE_WHATSAPP_URL, 'verify', { webhookUrl, verifyToken })).toMatchObject({ status: 200 });
  await page.reload();
  await expect(whatsappSection.getByText('Stato: Collegato')).toBeVisible();
  expect(await seriousA11yViolations(page), '/integrations at 1280 px').toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  await fitsPhone(page);
  expect(await seriousA11yViolations(page), '/integrations at 375 px').toEqual([]);

  // People write on both apps; the agent answers there from its document, with the source's title.
  await fake(FAKE_WHATSAPP_URL, 'write', {
    webhookUrl,
    phoneNumberId: wa.phoneNumberId,
    from: customer,
    text: 'A che ora aprite il sabato?',
  });
  await fake(FAKE_TELEGRAM_URL, 'write', { token: botToken, chatId, text: 'Quando apre il negozio?' });
  await expect
    .poll(async () => (await sentTo(FAKE_WHATSAPP_URL, customer))[0]?.text ?? '', { timeout: 20_000 })
    .toContain('nove del mattino');
  await expect.poll(async () => (await sentTo(FAKE_TELEGRAM_URL, String(chatId)))[0]?.text ?? '', { timeout: 20_000 }).toContain('Orari');

  // 'Conversazioni': both, with their channel and the visitor masked.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/agent/${agent.id}/analytics/conversations`);
  const list = page.getByRole('list', { name: 'Conversazioni' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  const fromWhatsapp = list.getByRole('listitem').filter({ hasText: 'A che ora aprite il sabato?' });
  await expect(fromWhatsapp).toContainText('WhatsApp');
  await expect(fromWhatsapp).toContainText(`+39 ••• ••• ${customer.slice(-4)}`);
  await expect(fromWhatsapp).not.toContainText(customer);
  const fromTelegram = list.getByRole('listitem').filter({ hasText: 'Quando apre il negozio?' });
  await expect(fromTelegram).toContainText('Telegram');
  expect(await seriousA11yViolations(page), '/analytics/conversations at 1280 px').toEqual([]);
  await fromTelegram.getByRole('link').click();
  await expect(page.getByText('Quando apre il negozio?')).toBeVisible();
  await expect(page.getByText(/nove del mattino/).first()).toBeVisible();
  await expect(page.getByText(/Telegram ••• /)).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await fitsPhone(page);
  expect(await seriousA11yViolations(page), 'a Telegram conversation at 375 px').toEqual([]);
});

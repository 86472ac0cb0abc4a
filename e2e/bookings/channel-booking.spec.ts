import { test, expect, ownerSignedIn, checkedAtBothWidths, PHONE_WIDTH } from '../fixtures';
import { FAKE_TELEGRAM_URL } from '../support/env';
import { createBookableAgent } from '../support/bookings';

/**
 * Issue 46: a customer books on Telegram without a model, through the numbered choices (ADR 0320), while the owner
 * keeps 'Prenotazioni' open: the booking appears there, from Telegram, without a reload.
 */
test.describe.configure({ timeout: 180_000 });

const fake = async (path: string, body?: unknown) => {
  const res = await fetch(`${FAKE_TELEGRAM_URL}/_fake/${path}`, body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) });
  return res.json() as Promise<{ sent?: { to: string; text: string; keyboard?: string[] | 'remove' }[] }>;
};
const sentTo = async (to: string) => ((await fake('sent')).sent ?? []).filter((m) => m.to === to);

/** The flow runs once, on a phone; each page it shows is checked at 375 and 1280 px (ADR 0382). */
const width = PHONE_WIDTH;

test(`a Telegram customer books through numbered choices and the owner sees it live, checked at 375 and 1280 px`, async ({
  page,
  request,
}) => {
  const run = String(Date.now()).slice(-7);
  const botToken = `6${run}:AAE2eBotTokenForTheBookingTest${run}`;
  const chatId = Number(`9${run}`);
  await fake('bots', { token: botToken, username: `salone_${run}_bot` });
  await page.setViewportSize({ width, height: 900 });
  await ownerSignedIn(page, request);
  const { agentId } = await createBookableAgent(page.request, {
    name: `Salone Telegram ${width}`,
    description: 'Parrucchiere',
    service: { name: 'Piega', durationMinutes: 30 },
  });
  const agent = { id: agentId };
  const connected = await page.request.put(`/api/agents/${agent.id}/channels/telegram`, { data: { botToken } });
  expect(connected.status()).toBe(200);

  await page.goto('/bookings');
  await page.getByRole('button', { name: 'Elenco' }).click();
  await expect(page.getByText('Nessuna prenotazione in questo periodo.')).toBeVisible();

  // Each message waits for the agent's answer before the next (the fake keeps what the product sent).
  const say = async (text: string) => {
    const before = (await sentTo(String(chatId))).length;
    await fake('write', { token: botToken, chatId, text });
    await expect.poll(async () => (await sentTo(String(chatId))).length).toBeGreaterThan(before);
    return (await sentTo(String(chatId))).at(-1)!;
  };
  const slots = await say('Buongiorno, vorrei prenotare');
  expect(slots.text).toContain('Ecco i primi orari liberi. Rispondi con il numero:');
  expect(Array.isArray(slots.keyboard) && slots.keyboard[0]).toMatch(/^1\. /);
  expect((await say((slots.keyboard as string[])[0]!)).text).toBe('Come ti chiami?');
  expect((await say(`Luca Verdi ${width}`)).text).toBe('Lasciami un indirizzo e-mail o un numero di telefono.');
  expect((await say('+39 333 4445566')).text).toContain(`Luca Verdi ${width}: Piega, `);
  expect((await say('Sì')).text).toMatch(/^Prenotazione confermata: Piega, /);

  const item = page.getByTestId('booking-item').filter({ hasText: `Luca Verdi ${width}` });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Telegram');
  await expect(item).toContainText('+39 333 4445566');
  await checkedAtBothWidths(page);
});

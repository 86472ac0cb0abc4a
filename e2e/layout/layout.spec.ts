import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { test, expect, createOwner, openInApp, ownerSignedIn, seriousA11yViolations, ownerWithSession } from '../fixtures';
import { WIDTHS, createAgentViaApi, overlaps, settledBox, sidewaysOverflow } from '../first-run/helpers';

/**
 * Issue 34, point 'no rough edges at 375 px': the heatmap shows every hour, the conversation filters fold behind
 * 'Filtri' on a phone, toasts never cover a page's heading nor the chat box, and the chat box's placeholder fits and
 * speaks of no keyboard a phone does not have.
 */

const PHONE = { width: 375, height: 812 };

/** Whether a text, in the font of the element, fits the element's inner width. */
const placeholderFits = (box: Locator) =>
  box.evaluate((el: HTMLTextAreaElement) => {
    const style = getComputedStyle(el);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const inner = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(el.placeholder).width <= inner;
  });

async function expectComposerFine(page: Page, what: string) {
  const box = page.getByLabel('Messaggio', { exact: true });
  await expect(box).toBeVisible();
  expect(await box.getAttribute('placeholder'), what).toBe('Scrivi un messaggio…');
  expect(await placeholderFits(box), `${what}: the placeholder is cut`).toBe(true);
  await expect(page.getByText(/Maiusc|Invio per inviare/)).toBeHidden();
  expect(await sidewaysOverflow(page), `${what} scrolls sideways`).toBe(0);
}

test('every hour of the heatmap shows at 1280 and 375 px, without scrolling sideways', async ({ page, request }) => {
  await ownerSignedIn(page, request);
  const agent = await createAgentViaApi(page, { name: 'Agente Orari' });
  const res = await page.request.post(`/api/public/agents/${agent.id}/messages`, {
    data: { text: 'Siete aperti?', visitorId: randomUUID() },
  });
  expect(res.status()).toBe(200);
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await openInApp(page, '/analytics');
    const card = page.getByRole('heading', { name: 'Orari di maggiore attività' }).locator('xpath=../..');
    const table = card.locator('table:visible');
    await expect(table).toHaveCount(1);
    const headers = await table.getByRole('rowheader').allTextContents();
    const columns = await table.getByRole('columnheader').allTextContents();
    // Either way, 24 hours and 7 days.
    expect(headers.length * (columns.length - 1), size.name).toBe(24 * 7);
    const tableBox = (await table.boundingBox())!;
    const cardBox = (await card.boundingBox())!;
    expect(tableBox.x + tableBox.width, `${size.name}: the table sticks out of its card`).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    const lastHour = table.getByText('23', { exact: false }).last();
    await lastHour.scrollIntoViewIfNeeded();
    await expect(lastHour).toBeInViewport();
    expect(await sidewaysOverflow(page), `${size.name}: analytics scrolls sideways`).toBe(0);
    expect(await seriousA11yViolations(page), `${size.name}: analytics`).toEqual([]);
  }
});

test("on a phone the conversation filters fold behind 'Filtri' and the list starts on the first screen", async ({ page, request }) => {
  await ownerSignedIn(page, request);
  const agent = await createAgentViaApi(page, { name: 'Agente Filtri' });
  await page.request.post(`/api/public/agents/${agent.id}/messages`, { data: { text: 'Avete il parcheggio?', visitorId: randomUUID() } });
  const filters = page.getByRole('form', { name: 'Filtri' });
  const toggle = page.getByRole('button', { name: /^Filtri/ });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/analytics/conversations');
  await expect(filters).toBeVisible();
  await expect(toggle).toBeHidden();

  await page.setViewportSize(PHONE);
  await page.goto('/analytics/conversations');
  const list = page.getByRole('list', { name: 'Conversazioni' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(filters).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(list.getByRole('listitem').first()).toBeInViewport();
  expect(await seriousA11yViolations(page), 'phone: folded filters').toEqual([]);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(filters).toBeVisible();
  await filters.getByLabel('Canale').selectOption({ index: 1 });
  await filters.getByRole('button', { name: 'Filtra' }).click();
  await expect(page.getByRole('button', { name: 'Filtri (1 attivo)' })).toBeVisible();
  expect(await sidewaysOverflow(page), 'phone: filters scroll sideways').toBe(0);
  expect(await seriousA11yViolations(page), 'phone: open filters').toEqual([]);
});

test("an error toast covers neither the page's heading nor the chat box", async ({ page, request }) => {
  await ownerWithSession(page, request);
  const agent = await createAgentViaApi(page, { name: 'Agente Avvisi' });
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto(`/agent/${agent.id}/chat`);
    const heading = page.getByRole('heading', { level: 1, name: 'Chat con Agente Avvisi' });
    await expect(heading).toBeVisible();
    // Enter in the empty box: 'the message is empty'.
    await page.getByLabel('Messaggio', { exact: true }).press('Enter');
    const toast = page.locator('[data-sonner-toast]').first();
    await expect(toast).toBeVisible();
    const toastBox = await settledBox(toast);
    expect(overlaps(toastBox, (await heading.boundingBox())!), `${size.name}: the toast covers the heading`).toBe(false);
    const composer = page.locator('form').filter({ has: page.getByLabel('Messaggio', { exact: true }) });
    expect(overlaps(toastBox, (await composer.boundingBox())!), `${size.name}: the toast covers the chat box`).toBe(false);
    expect(await seriousA11yViolations(page), `${size.name}: chat with a toast`).toEqual([]);
    // Gone before the next width: closed by its own button if it is still there (it leaves by itself after a few
    // seconds, which a slow accessibility scan can outlast).
    const close = page.locator('[data-sonner-toast] button[aria-label]');
    if ((await close.count()) > 0)
      await close
        .first()
        .click({ timeout: 2_000 })
        .catch(() => undefined);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  }

  // A page with a form: the sign-in error.
  const owner = await createOwner(request);
  await page.context().clearCookies();
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password', { exact: true }).fill('Sbagliata1!');
    await page.getByRole('button', { name: 'Accedi' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Errore di accesso' });
    const toastBox = await settledBox(toast);
    const heading = page.getByRole('heading', { level: 1 }).first();
    expect(overlaps(toastBox, (await heading.boundingBox())!), `${size.name}: the toast covers the sign-in heading`).toBe(false);
  }
});

test('every chat box fits a phone: the placeholder is whole, no keyboard shortcut is mentioned', async ({ page, request, browser }) => {
  await ownerSignedIn(page, request);
  const agent = await createAgentViaApi(page, { name: 'Agente Telefono' });
  // A phone: touch, no mouse; signed in as the owner, for the test chat too.
  const phone = await browser.newContext({
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
    storageState: await page.context().storageState(),
  });
  const onPhone = await phone.newPage();
  await onPhone.goto(`/agent/public-chat/${agent.id}`);
  await expectComposerFine(onPhone, 'public chat');
  expect(await seriousA11yViolations(onPhone), 'public chat on a phone').toEqual([]);
  await onPhone.goto(`/agent/${agent.id}/chat`);
  await expectComposerFine(onPhone, 'test chat');
  expect(await seriousA11yViolations(onPhone), 'test chat on a phone').toEqual([]);
  await phone.close();

  await page.goto(`/agent/${agent.id}/chat`);
  // With a mouse and a keyboard, the keys are told below the box.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByTestId('composer-keys-hint')).toHaveText('Invio per inviare, Maiusc+Invio per andare a capo.');
});

test("at 1280 and 375 px the agent settings show all three tabs; a new agent's daily chart says there is nothing yet", async ({
  page,
  request,
}) => {
  await ownerSignedIn(page, request);
  const agent = await createAgentViaApi(page, { name: 'Agente Schede' });
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await openInApp(page, `/agent/${agent.id}/settings`);
    // The tabs wrap on a phone rather than scroll: a tab cut at the screen's edge hid 'Aspetto'.
    for (const name of ['Impostazioni Principali', 'Dati di Addestramento', 'Aspetto']) {
      const tab = page.getByRole('tab', { name });
      await expect(tab, `${size.name}: ${name}`).toBeInViewport({ ratio: 1 });
    }
    await page.getByRole('tab', { name: 'Aspetto' }).click();
    await expect(page.getByRole('tab', { name: 'Aspetto' })).toHaveAttribute('aria-selected', 'true');

    await openInApp(page, '/analytics');
    const chart = page.getByRole('heading', { name: 'Conversazioni e risposte al giorno' }).locator('xpath=../..');
    await expect(chart.getByText('Nessuna conversazione nel periodo.'), size.name).toBeVisible();
    expect(await sidewaysOverflow(page), size.name).toBe(0);
  }
  // With a conversation, the bars replace the sentence.
  await page.request.post(`/api/public/agents/${agent.id}/messages`, { data: { text: 'Siete aperti?', visitorId: randomUUID() } });
  await page.reload();
  // The chart's heading comes with its content (a blank placeholder before): drawn from the new figures.
  await expect(page.getByRole('heading', { name: 'Conversazioni e risposte al giorno' })).toBeVisible();
  await expect(page.getByText('Nessuna conversazione nel periodo.')).toBeHidden();
});

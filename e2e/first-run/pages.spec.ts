import { test, expect, createOwner, seriousA11yViolations, ownerSignedIn, ownerWithSession } from '../fixtures';
import { WIDTHS, createAgentViaApi, overlaps, settledBox, sidewaysOverflow } from './helpers';

const toast = (page: import('@playwright/test').Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

test('toasts hide neither the navigation nor Esci; a failed sign-in toast is gone after the successful one', async ({ page, request }) => {
  for (const size of WIDTHS) {
    const owner = await createOwner(request);
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password', { exact: true }).fill('Sbagliata1!');
    await page.getByRole('button', { name: 'Accedi' }).click();
    const error = toast(page, 'Errore di accesso: Email o password non validi.');
    await expect(error).toBeVisible();
    // Shown once: as a toast, not also in the page.
    await expect(page.getByText('Errore di accesso: Email o password non validi.')).toHaveCount(1);
    const errorBox = await settledBox(error);
    const bar = (await page.getByRole('banner').boundingBox())!;
    expect(overlaps(errorBox, bar), `${size.name}: the toast covers the top bar`).toBe(false);

    await page.getByLabel('Password', { exact: true }).fill(owner.password);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const success = toast(page, 'Accesso effettuato con successo!');
    await expect(success).toBeVisible();
    await expect(toast(page, 'Errore di accesso')).toHaveCount(0);
    const successBox = await settledBox(success);
    const exit = (await page.getByRole('button', { name: 'Esci' }).boundingBox())!;
    expect(overlaps(successBox, exit), `${size.name}: the toast covers Esci`).toBe(false);
    expect(overlaps(successBox, (await page.getByRole('banner').boundingBox())!)).toBe(false);
    if (size.width >= 768) {
      const sidebar = (await page.getByRole('complementary', { name: "Menu dell'area riservata" }).boundingBox())!;
      expect(overlaps(successBox, sidebar), 'the toast covers the sidebar').toBe(false);
    }
    expect(await seriousA11yViolations(page), `${size.name}: dashboard with a toast`).toEqual([]);
    await page.getByRole('button', { name: 'Esci' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  }
});

test("a missing agent's settings say not found; tabs show a focus ring for the keyboard only", async ({ page, request }) => {
  await ownerWithSession(page, request);
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/agent/00000000-0000-0000-0000-000000000000/settings');
    await expect(page.getByRole('heading', { name: 'Agente non trovato.' })).toBeVisible();
    await expect(page.getByText('Accesso Negato')).toHaveCount(0);
    expect(await seriousA11yViolations(page), `${size.name}: not found`).toEqual([]);
  }

  const agent = await createAgentViaApi(page, { name: 'Agente Schede' });
  // What the eye sees: no outline after the mouse click (Chromium still counts the tab as :focus-visible).
  const ring = (el: Element) => getComputedStyle(el).outlineStyle;
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto(`/agent/${agent.id}/settings`);
    const training = page.getByRole('tab', { name: 'Dati di Addestramento & Memoria' });
    await training.click();
    await expect(training).toHaveAttribute('aria-selected', 'true');
    await expect(training).toBeFocused();
    expect(await training.evaluate(ring), `${size.name}: a focus box after the mouse click`).toBe('none');
    await page.keyboard.press('ArrowLeft');
    const main = page.getByRole('tab', { name: 'Impostazioni Principali' });
    await expect(main).toBeFocused();
    expect(await main.evaluate(ring), `${size.name}: no focus ring for the keyboard`).toBe('solid');
    expect(await sidewaysOverflow(page), `${size.name}: the settings scroll sideways`).toBe(0);
    expect(await seriousA11yViolations(page), `${size.name}: settings tabs`).toEqual([]);
  }
});

test('pages keep their shape while loading: a skeleton, not a bare Caricamento...', async ({ page, request }) => {
  await ownerSignedIn(page, request);
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const hold = async (route: import('@playwright/test').Route) => {
      await held;
      await route.continue();
    };
    await page.route('**/api/agents', hold);
    await page.goto('/agents');
    // The grid's own grey cards, which screen readers announce as 'Caricamento...'.
    const skeleton = page.getByTestId('skeleton').last();
    await expect(skeleton).toBeVisible();
    await expect(skeleton).toHaveAttribute('role', 'status');
    await expect(skeleton).toContainText('Caricamento...');
    expect(await sidewaysOverflow(page), `${size.name}: the skeleton scrolls sideways`).toBe(0);
    expect(await seriousA11yViolations(page), `${size.name}: /agents while loading`).toEqual([]);
    release();
    await expect(page.getByText('Nessun agente da mostrare.')).toBeVisible();
    await expect(page.getByTestId('skeleton')).toHaveCount(0);
    await page.unroute('**/api/agents', hold);
  }
});

test('documents upload by drag and drop; the retrieval tester speaks plainly', async ({ page, request }) => {
  await ownerWithSession(page, request);
  const agent = await createAgentViaApi(page, { name: 'Agente Orari' });
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto(`/agent/${agent.id}/settings?tab=training`);
    await expect(page.getByTestId('document-drop-zone')).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
  }
  const file = `orari-${Date.now()}.txt`;
  const dataTransfer = await page.evaluateHandle((name) => {
    const transfer = new DataTransfer();
    transfer.items.add(
      new File(['Il negozio è aperto dal lunedì al sabato dalle 9 alle 19. La domenica il negozio resta chiuso.'], name, {
        type: 'text/plain',
      }),
    );
    return transfer;
  }, file);
  await page.getByTestId('document-drop-zone').dispatchEvent('drop', { dataTransfer });
  const row = page.getByRole('list', { name: 'Documenti caricati' }).getByRole('listitem').filter({ hasText: file });
  await expect(row.getByText('Processato')).toBeVisible({ timeout: 30_000 });

  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto(`/agent/${agent.id}/settings?tab=training`);
    await page.getByLabel('Domanda o frase da cercare').fill('Quando è chiuso il negozio?');
    await page.getByRole('button', { name: 'Cerca', exact: true }).click();
    const results = page.getByRole('list', { name: 'Risultati della ricerca' });
    await expect(results.getByText(/pertinente/).first()).toBeVisible();
    await expect(results).toContainText(`Dal documento «${file}»`);
    await expect(results).not.toContainText(/punteggio|caratteri \d/);
    expect(await sidewaysOverflow(page), `${size.name}: the results scroll sideways`).toBe(0);
    expect(await seriousA11yViolations(page), `${size.name}: training tab with results`).toEqual([]);
  }
});

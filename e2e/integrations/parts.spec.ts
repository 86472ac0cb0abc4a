import { test, expect, seriousA11yViolations, ownerWithSession } from '../fixtures';
import { WIDTHS, createAgentViaApi, sidewaysOverflow } from '../first-run/helpers';

/**
 * Issue 50 (ADR 0341): 'Integrazioni' in four parts by who reads them, each one click from any other, with its own
 * address, reached with the keyboard as well, at 1280 and 375 px, nothing of the page before the split left out.
 */
const PARTS = [
  { name: 'Condividi', path: /\/integrations$/, shows: ['Link di condivisione', 'Codice QR'] },
  { name: 'Widget sul sito', path: /\/integrations\/widget$/, shows: ['Widget per il tuo sito', 'Impostazioni del widget'] },
  { name: 'Canali', path: /\/integrations\/channels$/, shows: ['Canali'] },
  {
    name: 'Sviluppatori',
    path: /\/integrations\/developers$/,
    shows: ['Token API', 'Esempi di utilizzo dell’API', 'Chiave segreta per la verifica dell’identità', 'Webhook dei contatti'],
  },
];

test('each part of Integrazioni is one click away, at its own address, accessible at 1280 and 375 px', async ({ page, request }) => {
  await ownerWithSession(page, request);
  await createAgentViaApi(page, { name: 'Negozio', description: 'Risponde ai clienti' });
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/integrations');
    const parts = page.getByRole('navigation', { name: 'Parti della pagina Integrazioni' });
    await expect(parts.getByRole('link')).toHaveText(PARTS.map((part) => part.name));
    // From the last part back to the first, so that every part is reached from another in one click.
    for (const part of [...PARTS.slice(1), PARTS[0]!]) {
      await parts.getByRole('link', { name: part.name, exact: true }).click();
      await expect(page).toHaveURL(part.path);
      await expect(parts.getByRole('link', { name: part.name, exact: true })).toHaveAttribute('aria-current', 'page');
      for (const heading of part.shows) await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Integrazioni', level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await sidewaysOverflow(page), `${size.name} ${part.name}`).toBeLessThanOrEqual(0);
      expect(await seriousA11yViolations(page), `${size.name} ${part.name}`).toEqual([]);
    }
  }

  // The keyboard: the part's link is focused and followed with Enter.
  const developers = page.getByRole('navigation', { name: 'Parti della pagina Integrazioni' }).getByRole('link', { name: 'Sviluppatori' });
  await developers.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/integrations\/developers$/);

  // A link to a card of the page before its split lands on the part that holds it now.
  await page.goto('/integrations#canali');
  await expect(page).toHaveURL(/\/integrations\/channels#canali$/);
  await expect(page.getByRole('heading', { name: 'Canali', exact: true })).toBeVisible();
});

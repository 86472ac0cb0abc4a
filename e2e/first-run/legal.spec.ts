import { test, expect, seriousA11yViolations } from '../fixtures';
import { WIDTHS, sidewaysOverflow } from './helpers';

test('the footer links Privacy, Cookie, Termini and Sub-responsabili; each page says plainly that the company data is still missing', async ({
  page,
}) => {
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByTestId('company-line')).toContainText('Dati societari non ancora inseriti');
    for (const [link, heading, extra] of [
      ['Privacy', 'Informativa sulla privacy', 'Garante per la protezione dei dati personali'],
      ['Cookie', 'Cookie', 'non serve un banner'],
      ['Termini di servizio', 'Termini di servizio', 'IVA esclusa'],
      // Issue 33: what the product stores and who processes it, from the server's configuration.
      ['Sub-responsabili e trattamenti', 'Sub-responsabili e trattamenti', 'Archiviazione dei file (documenti caricati'],
    ] as const) {
      await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.getByTestId('legal-placeholder')).toBeVisible();
      await expect(page.getByText('Partita IVA', { exact: true })).toBeVisible();
      await expect(page.getByText(extra)).toBeVisible();
      expect(await sidewaysOverflow(page), `${size.name}: ${link}`).toBe(0);
      expect(await seriousA11yViolations(page), `${size.name}: ${link}`).toEqual([]);
    }
  }
});

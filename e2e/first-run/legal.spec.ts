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

test('/bot explains the crawler its user agent names: what it reads, robots.txt and Crawl-delay, how to block it, whom to write to (issue 29)', async ({
  page,
}) => {
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/bot');
    await expect(page).toHaveTitle(/AgentiAI-Crawler/);
    await expect(page.getByRole('heading', { name: 'AgentiAI-Crawler, il crawler di Agenti AI', level: 1 })).toBeVisible();
    // The user agent as the crawler sends it, with this server's own address.
    const origin = new URL(page.url()).origin;
    await expect(page.getByRole('region', { name: 'Come si presenta' })).toHaveText(`AgentiAI-Crawler/1.0 (+${origin}/bot)`);
    for (const heading of ['Cosa legge', 'Con quale frequenza', 'robots.txt e Crawl-delay', 'Come bloccarlo', 'Contatti']) {
      await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Come bloccarlo: tutto il sito' })).toHaveText(
      'User-agent: AgentiAI-Crawler\nDisallow: /',
    );
    await expect(page.getByText('Rispetta Crawl-delay')).toBeVisible();
    // The contact: the operator's data on the page, and the contact form one keypress away.
    await expect(page.getByText('Contatto privacy', { exact: true })).toBeVisible();
    const contact = page.getByRole('main').getByRole('link', { name: 'Contattaci' });
    await contact.focus();
    await expect(contact).toBeFocused();
    expect(await sidewaysOverflow(page), size.name).toBe(0);
    expect(await seriousA11yViolations(page), size.name).toEqual([]);
  }
  await page.getByRole('main').getByRole('link', { name: 'Contattaci' }).press('Enter');
  await expect(page).toHaveURL(/\/contact-us$/);
});

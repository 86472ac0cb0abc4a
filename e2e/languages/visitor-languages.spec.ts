import { type Browser, type Page } from '@playwright/test';
import { visitorCopy } from '@app/shared/i18n/visitor/index';
import { VISITOR_LOCALES, type VisitorLanguage } from '@app/shared/visitor-language';
import { test as base, expect, agentWithDocument, seriousA11yViolations, uniqueEmail, waitForMail, linkIn } from '../fixtures';

/**
 * Issue 48: a visitor in each language through the public link AND the widget, each at 375 and 1280 px with axe: the
 * chat in their browser's language, a question the Italian documents do not answer, the offer of a person in their
 * language, the contact form (its error too), and the team's reply e-mailed in their language for both requests, the
 * public one with the link that continues the conversation. One owner and one agent serve every test of a worker
 * (fixtures, ADR 0300): each test makes only its visitors.
 */
const AGENT_NAME = 'Negozio Lingue';
const test = base.extend<object, { languageAgent: { id: string } }>({
  languageAgent: [
    async ({ sharedOwner }, use) => use(await agentWithDocument({ request: sharedOwner.api }, AGENT_NAME)),
    { scope: 'worker' },
  ],
});

test.describe.configure({ timeout: 120_000 });

const QUESTIONS: Record<VisitorLanguage, string> = {
  it: 'Il negozio vende biciclette elettriche usate?',
  en: 'Does the shop sell second hand electric bikes?',
  de: 'Verkauft der Laden gebrauchte Elektrofahrräder?',
  fr: 'Est-ce que le magasin vend des vélos électriques d’occasion ?',
  es: '¿La tienda vende bicicletas eléctricas de segunda mano?',
};
const LANGUAGE_NAMES: Record<VisitorLanguage, string> = { it: 'Italiano', en: 'Inglese', de: 'Tedesco', fr: 'Francese', es: 'Spagnolo' };

const visitorPage = async (browser: Browser, language: VisitorLanguage, width: number) => {
  const context = await browser.newContext({
    locale: VISITOR_LOCALES[language],
    timezoneId: 'Europe/Rome',
    viewport: { width, height: 800 },
  });
  return { context, page: await context.newPage() };
};

/** Axe finds nothing serious, and nothing overflows sideways, at the page's width. */
async function accessibleAndFitting(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

/**
 * The visitor's whole path in one chat (public link or widget): the question not answered, the person offered, the
 * contact form refused without consent then sent, all checked at `width` and again at the other width.
 */
async function askAndLeaveContact(page: Page, language: VisitorLanguage, visitor: { name: string; email: string }, width: number) {
  const copy = visitorCopy(language);
  await expect(page.getByLabel(copy.language.selectorLabel)).toHaveValue(language);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await page.getByLabel(copy.composer.label, { exact: true }).fill(QUESTIONS[language]);
  await page.getByRole('button', { name: copy.composer.send, exact: true }).click();
  await expect(page.getByText(copy.answers.notAnsweredWithPerson)).toBeVisible();
  await expect(page.getByRole('button', { name: copy.handoff.action })).toBeVisible();
  await accessibleAndFitting(page);

  await page.getByRole('button', { name: copy.handoff.action }).click();
  const form = page.getByRole('form', { name: copy.handoff.formTitle });
  await form.getByRole('button', { name: copy.handoff.send }).click();
  await expect(form.getByText(copy.formErrors.consentRequired)).toBeVisible();
  await form.getByLabel(copy.handoff.name).fill(visitor.name);
  await form.getByLabel(copy.handoff.email).fill(visitor.email);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: copy.handoff.send }).click();
  await expect(page.getByTestId('handoff-panel').getByRole('status')).toContainText(copy.handoff.requested);
  await accessibleAndFitting(page);
  // The same chat at the other width: the answer, the offer and the request's notice still read and fit.
  await page.setViewportSize({ width: width === 375 ? 1280 : 375, height: 800 });
  await expect(page.getByText(copy.answers.notAnsweredWithPerson)).toBeVisible();
  await accessibleAndFitting(page);
}

const LANGUAGES: VisitorLanguage[] = ['en', 'de', 'fr', 'es'];

for (const [i, language] of LANGUAGES.entries()) {
  // The public link starts at one width and the widget at the other; each is checked at both.
  const publicWidth = i % 2 ? 375 : 1280;
  const widgetWidth = i % 2 ? 1280 : 375;
  test(`a visitor reading ${language}: public link and widget at 375 and 1280 px, a person offered, both replies e-mailed in ${language}`, async ({
    browser,
    sharedOwner,
    languageAgent: agent,
  }) => {
    const copy = visitorCopy(language);
    const onPublic = { name: `Visitatore ${language} link`, email: uniqueEmail(`visitatore-${language}-link`) };
    const onWidget = { name: `Visitatore ${language} widget`, email: uniqueEmail(`visitatore-${language}-widget`) };

    const visitor = await visitorPage(browser, language, publicWidth);
    await visitor.page.goto(`/agent/public-chat/${agent.id}`);
    await askAndLeaveContact(visitor.page, language, onPublic, publicWidth);
    await visitor.context.close();

    const widget = await visitorPage(browser, language, widgetWidth);
    await widget.page.goto(`/widget/${agent.id}`);
    await expect(widget.page.getByRole('heading', { name: AGENT_NAME })).toBeVisible();
    await askAndLeaveContact(widget.page, language, onWidget, widgetWidth);
    await widget.context.close();

    // The team sees the visitor's language in 'Richieste' and replies in Italian (the public request through the page,
    // the widget's through the API); the e-mails around the replies are in the visitor's language.
    const team = await browser.newContext({ storageState: sharedOwner.storageState, viewport: { width: 1280, height: 800 } });
    const page = await team.newPage();
    await page.goto('/inbox');
    const row = page.getByTestId('inbox-row').filter({ hasText: onPublic.name });
    await expect(row.getByTestId('request-language')).toHaveText(`Lingua: ${LANGUAGE_NAMES[language]}`);
    await row.getByRole('link').click();
    await page.getByLabel('Risposta').fill('Sì, ne abbiamo due: passi pure in negozio.');
    await page.getByRole('button', { name: 'Invia risposta' }).click();
    await expect(page.getByText('Risposta inviata.')).toBeVisible();
    await team.close();
    const inbox = (await (await sharedOwner.api.get('/api/inbox')).json()) as {
      requests: { id: string; language: string | null; visitor: { name: string } }[];
    };
    const fromWidget = inbox.requests.find((r) => r.visitor.name === onWidget.name)!;
    expect(fromWidget.language).toBe(language);
    const replied = await sharedOwner.api.post(`/api/inbox/${fromWidget.id}/replies`, { data: { text: 'Certo, la aspettiamo.' } });
    expect(replied.status()).toBe(200);

    const subject = new RegExp(copy.email.replySubject(AGENT_NAME).replace(/[()]/g, '\\$&'));
    for (const who of [onPublic, onWidget]) {
      const mail = await waitForMail(who.email, subject);
      expect(mail.text).toContain(copy.email.greeting(who.name));
      expect(mail.text).toContain(`${copy.email.continue}: `);
      expect(mail.text).toContain(copy.email.signOff);
      if (who === onPublic) {
        // The link reopens the conversation, still in the visitor's language.
        const again = await visitorPage(browser, language, 375);
        await again.page.goto(linkIn(mail, `/agent/public-chat/${agent.id}`));
        await expect(again.page.getByTestId('team-message')).toContainText('ne abbiamo due');
        await expect(again.page.getByLabel(copy.composer.label, { exact: true })).toBeVisible();
        await again.context.close();
      }
    }
  });
}

test('the visitor switches language in the chat with the selector, and the answers follow', async ({ browser, languageAgent: agent }) => {
  const visitor = await visitorPage(browser, 'it', 375);
  await visitor.page.goto(`/agent/public-chat/${agent.id}`);
  await visitor.page.getByLabel('Lingua').selectOption('fr');
  const fr = visitorCopy('fr');
  await expect(visitor.page.getByLabel(fr.composer.label, { exact: true })).toBeVisible();
  await visitor.page.getByLabel(fr.composer.label, { exact: true }).fill('Ciao');
  await visitor.page.getByRole('button', { name: fr.composer.send, exact: true }).click();
  // The choice wins over the Italian message: the agent greets in French.
  await expect(visitor.page.getByTestId('agent-message').last()).toContainText(fr.answers.greeting);
  expect(await seriousA11yViolations(visitor.page)).toEqual([]);
  await visitor.context.close();
});

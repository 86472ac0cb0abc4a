import type { Page } from '@playwright/test';
import {
  test,
  expect,
  addActiveMember,
  loginViaUi,
  openInApp,
  ownerSignedIn,
  seriousA11yViolations,
  waitForMail,
  signInViaApi,
} from '../fixtures';
import { WIDTHS, createAgentViaApi, sidewaysOverflow } from '../first-run/helpers';

/**
 * Issue 34, ADR 0131/0132: every role has a way forward. No sidebar item and no dashboard card leads a role to
 * 'Accesso Negato'; a user reaches the agents through 'Chat'; an instructor without agents is told who assigns them;
 * a user's memory waits for the owner's approval.
 */

/** The app's own links in the sidebar (desktop) and on the dashboard. */
async function linksOf(page: Page) {
  await openInApp(page, '/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Spazio' })).toBeVisible();
  const hrefs = await page
    .locator('aside a[href^="/"], main a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  return [...new Set(hrefs)];
}

async function expectNoDeniedLink(page: Page, role: string) {
  const hrefs = await linksOf(page);
  for (const href of hrefs) {
    await openInApp(page, href);
    await expect(page.locator('main')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }).first(), `${role}: ${href}`).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Accesso Negato' }), `${role}: ${href} is denied`).toHaveCount(0);
  }
  return hrefs;
}

test('no sidebar item or dashboard card leads any role to Accesso Negato; a user has Chat, the plan card informs', async ({
  page,
  browser,
  request,
}) => {
  // Every link of four roles' sidebars and dashboards, at two widths for the user: minutes on a loaded machine.
  test.slow();
  const owner = await ownerSignedIn(page, request);
  // Issue 44: an owner who gave no name is greeted plainly, never by the e-mail's local part.
  await expect(page.getByText('Benvenuto!', { exact: true })).toBeVisible();
  await expect(page.getByText(`Benvenuto, ${owner.email.split('@')[0]}!`)).toHaveCount(0);
  await createAgentViaApi(page, { name: 'Assistente Vendite', description: 'Risponde sui prezzi' });
  const ownerLinks = await expectNoDeniedLink(page, 'owner');
  expect(ownerLinks).toEqual(expect.arrayContaining(['/billing', '/users', '/agents', '/analytics']));

  for (const role of ['admin', 'instructor', 'user'] as const) {
    const member = await addActiveMember(page, role, role === 'user' ? 'Ugo' : 'Ada');
    const context = await browser.newContext();
    const memberPage = await context.newPage();
    await loginViaUi(memberPage, member);
    const links = await expectNoDeniedLink(memberPage, role);
    expect(links, role).not.toContain('/billing');
    expect(links, role).not.toContain('/users');
    await openInApp(memberPage, '/dashboard');
    // The plan and its usage are shown to every member, as a section, not a link to /billing.
    await expect(memberPage.getByRole('heading', { name: 'Abbonamento' })).toBeVisible();
    if (role === 'user') {
      expect(links).toContain('/agent/chat');
      for (const size of WIDTHS) {
        await memberPage.setViewportSize({ width: size.width, height: size.height });
        await openInApp(memberPage, '/dashboard');
        if (size.width < 768) {
          await memberPage.getByRole('button', { name: 'Apri il menu di navigazione' }).click();
          const drawer = memberPage.getByRole('dialog', { name: 'Navigazione' });
          await drawer.getByRole('link', { name: 'Chat', exact: true }).click();
        } else {
          await memberPage
            .getByRole('complementary', { name: "Menu dell'area riservata" })
            .getByRole('link', { name: 'Chat', exact: true })
            .click();
        }
        await expect(memberPage).toHaveURL(/\/agent\/chat$/);
        await expect(memberPage.getByRole('link', { name: 'Apri chat: Assistente Vendite' })).toBeVisible();
        expect(await sidewaysOverflow(memberPage), `${size.name}: /agent/chat scrolls sideways`).toBe(0);
        expect(await seriousA11yViolations(memberPage), `${size.name}: /agent/chat`).toEqual([]);
        // Issue 44: greeted by the first name the owner gave, and an empty 'Richieste' says it lists only what is
        // assigned to them (others' requests may well exist).
        await openInApp(memberPage, '/dashboard');
        await expect(memberPage.getByText('Benvenuto, Ugo!', { exact: true })).toBeVisible();
        await openInApp(memberPage, '/inbox');
        await expect(
          memberPage.getByText('Nessuna richiesta assegnata a te: qui vedi solo le richieste che ti vengono assegnate.'),
        ).toBeVisible();
        expect(await sidewaysOverflow(memberPage), `${size.name}: /inbox scrolls sideways`).toBe(0);
        expect(await seriousA11yViolations(memberPage), `${size.name}: /inbox`).toEqual([]);
      }
    } else {
      // The other roles reach every chat from 'Agenti' (and the 'Messaggi' card): no second menu item.
      await openInApp(memberPage, '/dashboard');
      await expect(
        memberPage.getByRole('complementary', { name: "Menu dell'area riservata" }).getByRole('link', { name: 'Chat', exact: true }),
      ).toHaveCount(0);
    }
    await context.close();
  }
});

test('an instructor without agents is told who assigns them, never to create one', async ({ page, browser, request }) => {
  await ownerSignedIn(page, request);
  const instructor = await addActiveMember(page, 'instructor', 'Ivo');
  const context = await browser.newContext();
  const member = await context.newPage();
  await loginViaUi(member, instructor);
  const whoAssigns = "Gli agenti li assegna il proprietario dell'account, o chi ha creato l'agente, dalle sue impostazioni";
  for (const size of WIDTHS) {
    await member.setViewportSize({ width: size.width, height: size.height });
    for (const path of ['/agents', '/agent/chat', '/integrations', '/analytics']) {
      await openInApp(member, path);
      await expect(member.getByText(whoAssigns), `${size.name}: ${path}`).toBeVisible();
      await expect(member.getByText(/Crea un agente/)).toHaveCount(0);
      await expect(member.getByRole('link', { name: 'Crea Nuovo Agente' })).toHaveCount(0);
      expect(await sidewaysOverflow(member), `${size.name}: ${path} scrolls sideways`).toBe(0);
      expect(await seriousA11yViolations(member), `${size.name}: ${path}`).toEqual([]);
    }
  }
  await context.close();
});

test("a user's «ricordati» waits for the owner's approval, who is told by e-mail and approves it in the memory list", async ({
  page,
  browser,
  request,
}) => {
  const owner = await ownerSignedIn(page, request);
  const agent = await createAgentViaApi(page, { name: 'Assistente Negozio' });
  const user = await addActiveMember(page, 'user', 'Ugo');
  const context = await browser.newContext();
  const member = await context.newPage();
  await signInViaApi(member, user);
  await member.goto(`/agent/${agent.id}/chat`);
  await member.getByLabel('Messaggio', { exact: true }).fill('ricordati che il parcheggio è in via Roma 12');
  await member.getByRole('button', { name: 'Invia', exact: true }).click();
  await expect(member.getByText("Memoria inviata per l'approvazione: l'agente la userà quando sarà approvata.")).toBeVisible();
  await expect(member.getByTestId('agent-message').last()).toContainText("l'avrà approvata");
  await context.close();

  const mail = await waitForMail(owner.email, /Una memoria da approvare per l'agente Assistente Negozio/);
  expect(mail.text).toContain('il parcheggio è in via Roma 12');

  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await openInApp(page, `/agent/${agent.id}/settings?tab=training`);
    const row = page.getByTestId('memory-row').filter({ hasText: 'il parcheggio è in via Roma 12' });
    await expect(row).toContainText('Da approvare');
    await expect(page.getByRole('status').filter({ hasText: 'attende la tua approvazione' })).toBeVisible();
    expect(await sidewaysOverflow(page), `${size.name}: memory list scrolls sideways`).toBe(0);
    expect(await seriousA11yViolations(page), `${size.name}: memory list`).toEqual([]);
  }
  const row = page.getByTestId('memory-row').filter({ hasText: 'il parcheggio è in via Roma 12' });
  await row.getByRole('button', { name: /Approva la memoria/ }).click();
  await expect(page.getByText("Memoria approvata: l'agente la userà nelle risposte.")).toBeVisible();
  await expect(row).not.toContainText('Da approvare');
  await expect(row.getByRole('button', { name: /Approva la memoria/ })).toHaveCount(0);

  // The setting, in 'Impostazioni Principali', is on by default.
  await page.goto(`/agent/${agent.id}/settings`);
  await expect(page.getByLabel(/Approvazione dei ricordi/)).toBeChecked();
});

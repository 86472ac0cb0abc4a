import { test, expect, uniqueEmail, waitForMail, linkIn, PASSWORD, seriousA11yViolations } from '../fixtures';
import { WIDTHS, sidewaysOverflow } from './helpers';

type Page = import('@playwright/test').Page;
const step = (page: Page, id: string) => page.getByTestId(`checklist-${id}`);

/** Back to the dashboard as a user would: the sidebar on a desktop, the drawer on a phone. */
async function toDashboard(page: Page, size: (typeof WIDTHS)[number]) {
  if (size.width < 768) await page.getByRole('button', { name: 'Apri il menu di navigazione' }).click();
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

for (const size of WIDTHS) {
  test(`${size.name} (${size.width} px): a new owner goes from registration through the first-run checklist to a shared agent answering a visitor`, async ({
    page,
    browser,
  }) => {
    // The whole first experience in one test: registration, processing a document, two chats, an invitation.
    test.setTimeout(240_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    const email = uniqueEmail('nuovo');
    await page.goto('/auth/register');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Conferma password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Registrati' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Controlla la tua email' })).toBeVisible();
    await page.goto(linkIn(await waitForMail(email, /Conferma il tuo indirizzo email/), '/auth/verify-email'));
    await expect(page).toHaveURL(/\/dashboard$/);

    // Nothing done yet: six steps, none ticked.
    const checklist = page.getByRole('region', { name: 'Primi passi' });
    await expect(checklist).toContainText('0 di 6 completati');
    expect(await sidewaysOverflow(page), 'the dashboard scrolls sideways').toBe(0);
    expect(await seriousA11yViolations(page), 'dashboard with the checklist').toEqual([]);

    // 1 and 2: the first agent, with a document, from the checklist's link.
    await checklist.getByRole('link', { name: 'Crea il tuo primo agente' }).click();
    await expect(page).toHaveURL(/\/agent\/create$/);
    await page.getByLabel('Nome agente').fill('Pizzeria Da Gino');
    await page.getByLabel('Istruzioni').fill('Rispondi ai clienti della pizzeria in italiano, con cortesia.');
    await page.getByLabel('Documenti di addestramento (PDF, DOCX, TXT, CSV, XLSX, audio e video)').setInputFiles({
      name: 'menu.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('La pizza Margherita costa 7 euro. Il locale è chiuso il lunedì.', 'utf8'),
    });
    await page.getByRole('button', { name: 'Crea Agente' }).click();
    await expect(page).toHaveURL(/\/agents$/);
    const agentId = ((await (await page.request.get('/api/agents')).json()) as { agents: { id: string }[] }).agents[0]!.id;
    await expect
      .poll(
        async () =>
          ((await (await page.request.get(`/api/agents/${agentId}/documents`)).json()) as { documents: { status: string }[] }).documents[0]
            ?.status,
        {
          timeout: 30_000,
        },
      )
      .toBe('processed');

    await toDashboard(page, size);
    await expect(step(page, 'agent')).toHaveAttribute('data-done', 'true');
    await expect(step(page, 'document')).toHaveAttribute('data-done', 'true');
    await expect(checklist).toContainText('2 di 6 completati');

    // 3: try it in the test chat.
    await checklist.getByRole('link', { name: 'Provalo in chat' }).click();
    await expect(page).toHaveURL(new RegExp(`/agent/${agentId}/chat$`));
    await page.getByLabel('Messaggio', { exact: true }).fill('Quanto costa la Margherita?');
    await page.getByRole('button', { name: 'Invia', exact: true }).click();
    await expect(page.getByTestId('agent-message').last()).toContainText('7 euro');
    expect(await seriousA11yViolations(page), 'test chat with an answer').toEqual([]);

    // 4: share it: the link from the card's menu, opened by a visitor who gets an answer.
    await toDashboard(page, size);
    await expect(step(page, 'chat')).toHaveAttribute('data-done', 'true');
    await checklist.getByRole('link', { name: 'Condividilo o mettilo sul tuo sito' }).click();
    await page.getByRole('button', { name: "Azioni per l'agente Pizzeria Da Gino" }).click();
    await expect(page.getByRole('menuitem', { name: 'Condividi link' })).toBeVisible();
    expect(await seriousA11yViolations(page), "the agent card's menu open").toEqual([]);
    await page.getByRole('menuitem', { name: 'Condividi link' }).click();
    const linkField = page.getByRole('dialog').getByLabel('Link pubblico della chat');
    await expect(linkField).toHaveValue(new RegExp(`/agent/public-chat/${agentId}$`));
    const link = await linkField.inputValue();
    expect(await seriousA11yViolations(page), 'share dialog open').toEqual([]);
    await page.keyboard.press('Escape');
    const visitorContext = await browser.newContext({ viewport: { width: size.width, height: size.height } });
    const visitor = await visitorContext.newPage();
    await visitor.goto(link);
    await visitor.getByLabel('Messaggio', { exact: true }).fill('Quando siete chiusi?');
    await visitor.getByRole('button', { name: 'Invia', exact: true }).click();
    await expect(visitor.getByTestId('agent-message').last()).toContainText('chiuso il lunedì');
    expect(await seriousA11yViolations(visitor), 'public chat with an answer').toEqual([]);
    await visitorContext.close();

    // 5: invite the team.
    await toDashboard(page, size);
    await expect(step(page, 'share')).toHaveAttribute('data-done', 'true');
    await checklist.getByRole('link', { name: 'Invita il tuo team' }).click();
    await page.getByRole('button', { name: 'Aggiungi Utente' }).click();
    const dialog = page.getByRole('dialog', { name: 'Aggiungi Utente' });
    await expect(dialog).toBeVisible();
    expect(await seriousA11yViolations(page), 'add-user dialog open').toEqual([]);
    await dialog.getByLabel('Email').fill(uniqueEmail('collega'));
    await dialog.getByLabel('Password provvisoria').fill('Provvisoria1!');
    await dialog.getByLabel('Ruolo').selectOption({ label: 'Utente' });
    await dialog.getByRole('button', { name: 'Aggiungi Utente' }).click();
    await expect(page.getByText(/aggiunto con successo/)).toBeVisible();

    // The plan is still the trial: five of six; the owner hides the checklist and it stays hidden.
    await toDashboard(page, size);
    await expect(step(page, 'team')).toHaveAttribute('data-done', 'true');
    await expect(step(page, 'plan')).toHaveAttribute('data-done', 'false');
    await expect(checklist).toContainText('5 di 6 completati');
    await checklist.getByRole('button', { name: 'Nascondi i primi passi' }).click();
    await expect(page.getByRole('region', { name: 'Primi passi' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Primi passi' })).toHaveCount(0);
  });
}

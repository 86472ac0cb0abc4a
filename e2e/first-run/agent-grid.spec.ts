import { test, expect, seriousA11yViolations, ownerWithSession } from '../fixtures';
import { WIDTHS, createAgentViaApi, overlaps, sidewaysOverflow } from './helpers';

const LONG_NAME = 'Assistente Clienti Ristorante Pizzeria Trattoria Da Giovanni e Figli Specialità Napoletane';
const LONG_WORD = 'Supercalifragilistichespiralidoso'.repeat(4);
const LONG_DESCRIPTION = `Risponde su menu, allergeni, orari, prenotazioni e consegne a domicilio. ${LONG_WORD} `.repeat(4);

test('the empty agent list offers Crea Nuovo Agente', async ({ page, request }) => {
  await ownerWithSession(page, request);
  await page.goto('/agents');
  await expect(page.getByText('Nessun agente da mostrare.')).toBeVisible();
  // Once, in the empty state itself (the header repeats it only when there are agents).
  await expect(page.getByRole('link', { name: 'Crea Nuovo Agente' })).toHaveCount(1);
  await page.getByRole('link', { name: 'Crea Nuovo Agente' }).click();
  await expect(page).toHaveURL(/\/agent\/create$/);
});

test('cards with long names and descriptions stay in their columns, the ⋮ menus work, a card opens its chat', async ({ page, request }) => {
  await ownerWithSession(page, request);
  const agents = [];
  for (const suffix of ['Uno', 'Due', 'Tre'])
    agents.push(await createAgentViaApi(page, { name: `${LONG_NAME} ${suffix}`, description: LONG_DESCRIPTION }));

  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/agents');
    await expect(page.getByTestId('agent-card')).toHaveCount(3);
    expect(await sidewaysOverflow(page), `${size.name}: the page scrolls sideways`).toBe(0);

    // Each card fits its grid cell (the <li>), and no two cards overlap.
    const boxes = await page.getByTestId('agent-card').evaluateAll((cards) =>
      cards.map((card) => {
        const cell = card.parentElement!.getBoundingClientRect();
        const own = card.getBoundingClientRect();
        return {
          cell: { x: cell.x, width: cell.width },
          box: { x: own.x, y: own.y, width: own.width, height: own.height },
          scroll: card.scrollWidth - card.clientWidth,
        };
      }),
    );
    for (const [i, b] of boxes.entries()) {
      expect(b.box.width, `${size.name}: card ${i} wider than its column`).toBeLessThanOrEqual(b.cell.width + 0.5);
      expect(b.box.x + b.box.width, `${size.name}: card ${i} sticks out of its column`).toBeLessThanOrEqual(b.cell.x + b.cell.width + 0.5);
      expect(b.scroll, `${size.name}: card ${i} content overflows`).toBeLessThanOrEqual(0);
      for (const [j, other] of boxes.entries())
        if (j > i) expect(overlaps(b.box, other.box), `${size.name}: cards ${i} and ${j} overlap`).toBe(false);
    }

    // Every ⋮ button is on screen and opens its menu with the mouse; axe finds nothing with a menu open.
    for (const agent of agents) {
      const trigger = page.getByRole('button', { name: `Azioni per l'agente ${agent.name}`, exact: true });
      await trigger.scrollIntoViewIfNeeded();
      const box = (await trigger.boundingBox())!;
      expect(box.x + box.width, `${size.name}: ⋮ off-screen`).toBeLessThanOrEqual(size.width);
      await trigger.click();
      await expect(page.getByRole('menuitem', { name: 'Testa Chat' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);
    }
    await page.getByRole('button', { name: `Azioni per l'agente ${agents[0]!.name}`, exact: true }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(await seriousA11yViolations(page), `${size.name}: /agents with the menu open`).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await seriousA11yViolations(page), `${size.name}: /agents`).toEqual([]);
  }

  // A click on the card (not on the menu) opens the agent's chat.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/agents');
  const second = page.getByTestId('agent-card').nth(1);
  const height = (await second.boundingBox())!.height;
  // Near the bottom left: the description and the status badge, away from the name and the ⋮ button.
  await second.click({ position: { x: 30, y: height - 20 } });
  await expect(page).toHaveURL(new RegExp(`/agent/${agents[1]!.id}/chat$`));
});

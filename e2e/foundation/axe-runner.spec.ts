import { test, expect, seriousA11yViolations } from '../fixtures';

/**
 * The accessibility check every spec relies on (support/axe.ts) finds what it must: a field without a label in the
 * page, and one inside a frame of another origin, as the site widget is; and nothing on a page without faults.
 */
const page_ = (body: string) =>
  `<!doctype html><html lang="it"><head><title>Prova</title></head><body><main><h1>Prova</h1>${body}</main></body></html>`;

test('the axe check reports an unlabelled field, in the page and in a frame of another origin', async ({ page }) => {
  await page.setContent(page_('<label>Nome <input name="nome"></label>'));
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.setContent(page_('<input name="senza-etichetta">'));
  expect(await seriousA11yViolations(page)).toEqual([expect.stringMatching(/^label: .*input/)]);

  // The same fault inside a frame of another origin (a data: document has an opaque one): found there too.
  const inner = encodeURIComponent(page_('<input name="nel-frame">'));
  await page.setContent(page_(`<iframe title="Incorporata" src="data:text/html,${inner}"></iframe>`));
  await expect(page.frameLocator('iframe').locator('input')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([expect.stringMatching(/^label: .*data:text\/html.*input/)]);
});

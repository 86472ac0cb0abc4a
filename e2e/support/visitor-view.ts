import { expect, type Locator, type Page } from '@playwright/test';
import { seriousA11yViolations } from '../fixtures';

/** Issue 44: a visitor's automatic answer reads an honest label, never the configuration nor the file's name. */
export async function expectVisitorWording(answer: Locator, fileName: string) {
  await expect(answer).toContainText('Risposta automatica dai documenti');
  await expect(answer).not.toContainText('Modalità offline');
  await expect(answer).not.toContainText('modello AI');
  await expect(answer).not.toContainText(fileName);
}

/** Accessible at the width it has (1280 px), then at a phone's 375 px, where nothing sticks out sideways. */
export async function expectAccessibleOnDesktopAndPhone(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= 375)).toBe(true);
  expect(await seriousA11yViolations(page)).toEqual([]);
}

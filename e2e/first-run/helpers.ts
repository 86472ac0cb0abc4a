import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

export const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
] as const;

/** How far the page scrolls sideways (0 when nothing sticks out). */
export const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Two boxes overlap (a toast over a button, a card over its neighbour). */
export function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

export async function createAgentViaApi(page: Page, data: { name: string; description?: string }) {
  const res = await page.request.post('/api/agents', { data: { instructions: 'Rispondi in italiano.', description: '', ...data } });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string; name: string };
}

/** A toast's box once it has slid in: mounted, and its CSS transitions finished. */
export async function settledBox(locator: import('@playwright/test').Locator) {
  await expect(locator).toHaveAttribute('data-mounted', 'true');
  await locator.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished.catch(() => undefined))));
  return (await locator.boundingBox())!;
}

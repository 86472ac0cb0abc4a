import type { Frame, Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// axe-core run in the page itself. @axe-core/playwright opens a blank page for every scan (axe.finishRun), which costs a
// headless Chromium about twice the scan's own CPU, and injects axe's 550 kB again each time. Here axe is injected once
// per document (a frame keeps it until it navigates) and runs where the page is, in every frame (axe asks each frame
// for its part by postMessage; the widget's frame is on another origin).
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const INJECT = `${AXE_SOURCE}\n;window.axe.configure({ allowedOrigins: ['<unsafe_all_origins>'] });`;

async function injectOnce(frame: Frame) {
  try {
    if (await frame.evaluate(() => 'axe' in window)) return;
    await frame.evaluate(INJECT);
  } catch (error) {
    // A frame that went away or navigated meanwhile has nothing to scan; anything else is a real failure.
    if (!/detached|destroyed|navigat/i.test(String(error))) throw error;
  }
}

/** The violations of WCAG 2 A/AA rules on the page as it is now (every frame included). */
export async function axeViolations(page: Page): Promise<Result[]> {
  for (const frame of page.frames()) await injectOnce(frame);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
      // Only what fails is reported in full: passes and incomplete checks are not collected node by node.
      resultTypes: ['violations'],
    }),
  );
  return results.violations;
}

import type { Frame, Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// axe-core run in the page itself. @axe-core/playwright opens a blank page for every scan (axe.finishRun), which costs a
// headless Chromium about twice the scan's own CPU, and injects axe's 550 kB again each time. Here axe is injected once
// per document (a frame keeps it until it navigates) and runs in every frame on that frame's document; each frame's
// violations are named with the frame's address (the site widget's frame is on another origin, out of axe's reach
// from the page).
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const gone = (error: unknown) => /detached|destroyed|navigat|closed/i.test(String(error));

/** One frame's violations, or none when the frame went away or navigated meanwhile (it has nothing left to scan). */
async function frameViolations(frame: Frame): Promise<Result[]> {
  try {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SOURCE);
    return await frame.evaluate(() =>
      (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe
        .run(document, {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
          // Each frame is scanned on its own, where it is.
          iframes: false,
          // Only what fails is reported in full: passes and incomplete checks are not collected node by node.
          resultTypes: ['violations'],
        })
        .then((results) => results.violations),
    );
  } catch (error) {
    if (gone(error)) return [];
    throw error;
  }
}

/** The violations of WCAG 2 A/AA rules on the page as it is now, every frame included. */
export async function axeViolations(page: Page): Promise<Result[]> {
  const all: Result[] = [];
  for (const frame of page.frames()) {
    const inFrame = frame === page.mainFrame() ? '' : `${frame.url().slice(0, 80)} → `;
    for (const violation of await frameViolations(frame)) {
      all.push({ ...violation, nodes: violation.nodes.map((node) => ({ ...node, target: [`${inFrame}${node.target.join(' ')}`] })) });
    }
  }
  return all;
}

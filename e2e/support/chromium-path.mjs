// Which Chromium the browser and cluster suites drive (issue 50). Debian's old headless shell
// (chromium-headless-shell, the same Blink without the full browser's window machinery) when it is installed: on the
// same tests it spent about 45% less CPU than the full browser in its new headless mode (ADR 0378), and CPU is what the
// suite's time is made of on two cores. Otherwise the full browser. CHROMIUM_PATH overrides both.
import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_BROWSER = '/usr/bin/chromium';

/**
 * The full browser, for the one thing the headless shell does not do: show a service worker's notifications
 * (team-phone.spec.ts). CHROMIUM_PATH still overrides it.
 */
export function fullChromiumPath() {
  return process.env.CHROMIUM_PATH ?? FULL_BROWSER;
}

/** The Chromium to launch: CHROMIUM_PATH, else the headless shell when installed, else the full browser. */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER;
}

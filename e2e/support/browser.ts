import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { ANDROID_PHONE } from './user-agents';

export const ARTIFACTS = path.resolve('e2e-artifacts');

export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (!found) {
    throw new Error(
      'Chromium not found. Install it (Debian: `apt-get install -y chromium`) or set CHROMIUM_PATH to its executable.',
    );
  }
  return found;
}

/** What every test Chromium runs with: no sandbox (root in CI), no GPU, nothing fetched in the background. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: ['--headless', ...CHROMIUM_FLAGS],
  });
}

let shared: Promise<Browser> | undefined;

/**
 * This worker's Chromium: launched for its first e2e file and kept for the next (a worker runs
 * its files one after another, vitest.e2e.config.ts), a launch saved per file. Each file works
 * in browser contexts of its own (fresh cookies, storage, permissions) and closes them all at
 * its end (`closeContexts`); Chromium ends with the worker.
 */
export async function sharedBrowser(): Promise<Browser> {
  const browser = await shared?.catch(() => undefined);
  if (browser?.isConnected()) return browser;
  shared = launchBrowser();
  return shared;
}

/** An e2e file's end: every context it opened in the shared Chromium, closed. */
export async function closeContexts(browser: Browser | undefined): Promise<void> {
  await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
}

/** A fresh browser profile (cookies, storage) pointed at the app. */
export type ContextOptions = {
  width?: number;
  colorScheme?: 'light' | 'dark';
  timeZone?: string;
  /** A phone: 375 px wide, touch (`pointer: coarse` styles apply) and a phone's user agent. */
  phone?: boolean;
};

export async function newMemberContext(
  browser: Browser,
  baseURL: string,
  options: ContextOptions = {},
): Promise<BrowserContext> {
  const width = options.phone ? 375 : (options.width ?? 1280);
  return browser.newContext({
    baseURL,
    viewport: { width, height: width < 500 ? 812 : 900 },
    colorScheme: options.colorScheme ?? 'light',
    permissions: ['clipboard-read', 'clipboard-write'],
    timezoneId: options.timeZone ?? 'UTC',
    ...(options.phone ? { hasTouch: true, isMobile: true, userAgent: ANDROID_PHONE } : {}),
  });
}

/** Fails on console errors and uncaught exceptions in the page. */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 4\d\d/.test(message.text())) {
      errors.push(`console.error: ${message.text()}`);
    }
  });
  return errors;
}

/**
 * axe-core on the page as it is now: no serious or critical violation. Toasts are left out:
 * they fade in and out, and axe reads their half-transparent frames as low contrast. Colour
 * transitions are finished first (a button just clicked is read in its final colours, not
 * half-way through its hover or selection transition).
 *
 * axe is put into a document once and run in its top frame (the app has no frames); the
 * violations are reduced in the page. @axe-core/playwright injected its 550 KB source twice per
 * check and finished each run in a new page: twice the time, the largest share of the e2e run.
 */
export async function expectAccessible(page: Page, label: string) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // Transitions only: looping animations (spinners, skeletons) never finish.
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const bad = await page.evaluate(async () => {
    const { axe: inPage } = window as unknown as { axe: typeof axe };
    const results = await inPage.run(
      { exclude: ['[data-sonner-toaster]'] },
      { resultTypes: ['violations'] },
    );
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id} — ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
      );
  });
  expect(bad.map((violation) => `${label}: ${violation}`)).toEqual([]);
}

/**
 * A full-page screenshot a person can look at, in e2e-artifacts/. Not in CI, where nobody looks:
 * a phone-sized page at 3x is tens of megapixels to encode, seconds each on 2 cores.
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
  if (process.env.CI) return;
  mkdirSync(ARTIFACTS, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}-${width}.png`), fullPage });
}

/** Screenshots and axe at desktop (1280 px) and phone (375 px) widths. */
export async function checkAtBothWidths(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
    await expectAccessible(page, `${name}@${width}`);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name}@${width} scrolls sideways`).toBeLessThanOrEqual(0);
    await screenshot(page, name);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Resolves once the app's service worker is active: its precache is complete, so the app opens offline. */
export const serviceWorkerReady = (page: Page) =>
  page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

/**
 * The app has taken the page over: replaced the frame pre-rendered into the page's HTML
 * (src/web/app/app-shell.tsx, `data-app-frame`) or hydrated the page the server rendered with
 * the member's data (its controls inert until then, src/server/held-until-taken-over.ts). Before
 * that, a tap on the page's links or buttons does nothing.
 */
export async function appTookOver(page: Page) {
  // Right after a navigation commits the root may not be parsed yet: nothing to wait for.
  await page.locator('#root').waitFor({ state: 'attached' });
  // `#root[inert]`: how builds before 2026-12-07 held a drawn page (the benches' baselines).
  await page
    .locator('[data-app-frame], #root[data-taking-over], #root[inert]')
    .first()
    .waitFor({ state: 'detached' });
}

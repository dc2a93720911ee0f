import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { appTookOver, watchPageErrors } from './support/browser';
import { MEMBER_PAGES } from './support/member-pages';
import { approvedMember } from './support/members';
import { e2eSuite } from './support/suite';
import { ANDROID_PHONE } from './support/user-agents';

/**
 * Member pages come drawn by the server with the member's numbers
 * (docs/decisions/0143-member-pages-rendered-on-the-server.md), and the app takes each over
 * exactly as drawn, on a phone and on a wide screen.
 */
const suite = e2eSuite({ admin: true });

/** React's word for a page it had to draw again because it differed from the server's. */
function watchHydration(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/hydrat|did not match|#41[89]|#42[0-5]/i.test(message.text()))
      warnings.push(`${page.url()}: ${message.text().slice(0, 300)}`);
  });
  return warnings;
}

/** Whether React has taken the element over: it keeps its fiber on the node once it has. */
const takenOverByReact = (locator: Locator) =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));

async function phonePage(options: { nothingNear?: boolean } = {}) {
  const context = await suite.context({ phone: true });
  await context.addCookies(await suite.admin.cookies());
  const page = await context.newPage();
  // The browser never reports a part as near the screen: only a touch takes it over.
  if (options.nothingNear)
    await page.addInitScript(() => {
      window.IntersectionObserver = class {
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      } as unknown as typeof IntersectionObserver;
    });
  return { context, page, errors: watchPageErrors(page), hydration: watchHydration(page) };
}

describe('member pages rendered on the server', () => {
  it("shows the member's own numbers before any script runs", async () => {
    const member = await suite.context();
    await approvedMember(suite.admin, member, 'Nia Numbers');
    for (const handle of ['one', 'two', 'three'])
      expect(
        (
          await member.request.post('/api/dms', { data: { profileUrl: `https://x.com/${handle}` } })
        ).status(),
      ).toBe(201);
    const noScripts = await suite.browser.newContext({
      baseURL: suite.server.url,
      javaScriptEnabled: false,
      storageState: await member.storageState(),
    });
    const page = await noScripts.newPage();
    await page.goto('/dashboard');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe('Welcome back, Nia Numbers!');
    expect(await page.getByTestId('sent-goal').innerText()).toMatch(/\b3\/28$/);
    await noScripts.close();
    await member.close();
  });

  it('holds taps and keys until the app has taken the page over', async () => {
    const member = await suite.context();
    await approvedMember(suite.admin, member, 'Hal Held');
    const page = await member.newPage();
    // The app's scripts never arrive: the page stays as the server drew it.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/settings');
    await expect.poll(() => page.locator('#root[data-taking-over]').count()).toBe(1);
    // Its controls are held, the text around them is not.
    expect(await page.locator('#root [inert]').count()).toBeGreaterThan(5);
    expect(
      await page.getByRole('heading', { level: 1 }).evaluate((h) => h.closest('[inert]')),
    ).toBeNull();
    const name = page.getByLabel('Full Name');
    const drawnName = await name.inputValue();
    await name.focus();
    await page.keyboard.type('xyz');
    expect(await name.inputValue()).toBe(drawnName);
    // force: Playwright would wait for the page to take taps.
    await page.getByRole('link', { name: 'Dashboard' }).first().click({ force: true });
    expect(new URL(page.url()).pathname).toBe('/settings');
    await member.close();
  });

  it.each([
    ['a phone', { width: 375, height: 812 }, ANDROID_PHONE],
    ['a wide screen', { width: 1280, height: 900 }, undefined],
  ])('is taken over as drawn on %s, on every member page', async (_, viewport, userAgent) => {
    const context = await suite.browser.newContext({
      baseURL: suite.server.url,
      viewport,
      ...(userAgent ? { userAgent, hasTouch: true, isMobile: true } : {}),
      storageState: await suite.admin.storageState(), // the coach: every page, Admin included
    });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const hydration = watchHydration(page);
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
    for (const path of MEMBER_PAGES) {
      workers.length = 0;
      const response = await page.goto(path);
      expect(await response?.text(), path).toContain('id="page-state"');
      await appTookOver(page);
      // The formatters' locale data was loaded off the main thread, as the HTML arrived.
      expect(workers, path).toContain('/warm-intl.js');
      // The app's scripts were asked for once the first paint was on screen, not before.
      const [paintedAt, askedAt] = await page.evaluate(() => {
        const entry = document.querySelector('script[data-entry]')?.getAttribute('data-entry');
        const asked = performance
          .getEntriesByType('resource')
          .find((resource) => entry && resource.name.endsWith(entry));
        const painted = performance.getEntriesByName('first-contentful-paint')[0];
        return [painted?.startTime ?? NaN, asked?.startTime ?? NaN];
      });
      expect(askedAt, path).toBeGreaterThanOrEqual(paintedAt);
      // The sidebar is drawn for wide screens only, by the server too.
      expect(
        await page.locator('nav[aria-label="Main"]:not([data-bottom-bar])').count(),
        path,
      ).toBe(viewport.width < 1024 ? 0 : 1);
    }
    expect(hydration).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('takes the parts below the first screen over once they come near, as drawn', async () => {
    const { context, page, errors, hydration } = await phonePage();
    await page.goto('/settings');
    await appTookOver(page);
    expect(await takenOverByReact(page.getByLabel('Full Name'))).toBe(true);
    const danger = page.getByRole('button', { name: 'Delete my account' });
    expect(await takenOverByReact(danger)).toBe(false);
    await danger.scrollIntoViewIfNeeded();
    await expect.poll(() => takenOverByReact(danger)).toBe(true);

    await page.goto('/progress');
    await appTookOver(page);
    // Below the first screen the server draws the achievements' room; they load once near.
    const achievements = page.getByText('Achievements', { exact: true });
    expect(await takenOverByReact(achievements)).toBe(false);
    await page.mouse.wheel(0, 5000);
    await expect.poll(() => takenOverByReact(achievements)).toBe(true);
    await page.getByText(/earned\. Badges are kept once won\./).waitFor();
    expect(hydration).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers a key, typing and a tap on a part not taken over yet, losing nothing', async () => {
    const { context, page, errors, hydration } = await phonePage({ nothingNear: true });
    await page.goto('/settings');
    await appTookOver(page);
    // Each part below is still waiting when it is used: an answer from the server would open
    // them all (a refetch), so nothing is saved until the last step.
    const danger = page.getByRole('button', { name: 'Delete my account' });
    expect(await takenOverByReact(danger)).toBe(false);
    await danger.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('alertdialog').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('alertdialog').count()).toBe(0);

    const tokenName = page.getByLabel('Token name');
    expect(await takenOverByReact(tokenName)).toBe(false);
    await tokenName.pressSequentially('Zapier');
    expect(await tokenName.inputValue()).toBe('Zapier');

    const digest = page.getByRole('switch', { name: 'Morning digest' });
    expect(await takenOverByReact(digest)).toBe(false);
    const before = await digest.getAttribute('aria-checked');
    await digest.click();
    await expect
      .poll(() => digest.getAttribute('aria-checked'))
      .toBe(before === 'true' ? 'false' : 'true');

    await page.getByRole('button', { name: 'Create token' }).click();
    await expect.poll(() => page.getByLabel('Your new token').isVisible()).toBe(true);
    expect(hydration).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

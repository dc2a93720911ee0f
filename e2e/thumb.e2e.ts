import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { aMonthOfDms, insertDms } from '@/test/dm-rows';
import { appTookOver, checkAtBothWidths, screenshot, watchPageErrors } from './support/browser';
import { approvedMember, signUpVia } from './support/members';
import { MEMBER_PAGES } from './support/member-pages';
import { e2eSuite } from './support/suite';
import type { UserId } from '@/shared/schemas/ids';

const suite = e2eSuite();

/** A phone (375 px, touch, a phone's user agent) signed in as `from` is. */
async function phone(from: BrowserContext): Promise<BrowserContext> {
  const context = await suite.context({ phone: true });
  await context.addCookies(await from.cookies());
  return context;
}

const admin = { context: null as BrowserContext | null, userId: '' as UserId };

/** The first account, the admin, whose history the page tour shows. */
async function adminContext(): Promise<BrowserContext> {
  if (!admin.context) {
    admin.context = await suite.context();
    admin.userId = (await signUpVia(admin.context.request, { name: 'Ada Admin' })).userId;
  }
  return admin.context;
}

/**
 * Every visible control narrower or shorter than 44 px. A control's tap area includes its
 * label (a tap there works the control too); links inside running text are left out.
 */
function smallTargets(page: Page) {
  return page.evaluate(() => {
    const selector =
      'button, a[href], input:not([type=hidden]), select, textarea, [role=switch], [role=tab], [role=radio], [role=checkbox], [role=combobox]';
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden')
        continue;
      if (element.closest('[aria-hidden=true], .sr-only')) continue;
      const parent = element.parentElement;
      const inText =
        element.tagName === 'A' &&
        getComputedStyle(element).display === 'inline' &&
        parent !== null &&
        (parent.textContent ?? '').trim().length > (element.textContent ?? '').trim().length;
      if (inText) continue;
      const label = element.closest('label') ?? (element as HTMLInputElement).labels?.[0] ?? null;
      const area = label ? label.getBoundingClientRect() : box;
      const width = Math.max(box.width, area.width);
      const height = Math.max(box.height, area.height);
      if (width < 43.5 || height < 43.5) {
        const name =
          element.getAttribute('aria-label') ||
          element.textContent?.trim().slice(0, 30) ||
          element.getAttribute('placeholder') ||
          element.id;
        small.push(
          `${element.tagName.toLowerCase()} "${name}" ${Math.round(width)}×${Math.round(height)}`,
        );
      }
    }
    return small;
  });
}

/** Scrolls down the page half a screen at a time, as a member reading it would. */
const scrollThrough = (page: Page) =>
  page.evaluate(async () => {
    // At most a second: headless Chromium under load can leave a page without frames.
    const nextFrame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 1000);
      });
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await nextFrame();
      await nextFrame();
    }
  });

/** Layout shifts so far (CLS without session windows: an upper bound). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 0);
      }),
  );

/** How many of `elements` are on the screen now. */
const onScreen = (elements: Element[]) =>
  elements.filter((element) => {
    const box = element.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight;
  }).length;

describe('the daily loop on a phone', () => {
  it('every member page: 44 px tap targets, first paint and loaded screenshots, little shift', async () => {
    const desk = await adminContext();
    await suite.seedWhileStopped((db) => insertDms(db, admin.userId, aMonthOfDms()));
    const context = await phone(desk);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const problems: string[] = [];
    const shifts: Record<string, number> = {};

    // Each page's data is held back until its first paint (the shell and skeletons) is taken.
    let held = Promise.resolve();
    await page.route('**/api/**', async (route) => {
      await held;
      // A request the page gave up meanwhile (it navigated on) is gone: nothing to continue.
      await route.continue().catch(() => {});
    });
    for (const path of MEMBER_PAGES) {
      let release!: () => void;
      held = new Promise<void>((resolve) => (release = resolve));
      const name = path.slice(1);
      await page.goto(path, { waitUntil: 'commit' });
      await page.locator('nav[aria-label="Main"]').last().waitFor();
      // The first screen only: a full-page capture resizes the page for a moment, which the
      // layout-shift observer below would count (touch emulation drops: 44 px controls become 40).
      await screenshot(page, `thumb-${name}-first-paint`, { fullPage: false });
      release();
      await page.waitForLoadState('networkidle');
      // On the first screen: parts further down load once the member scrolls near them.
      await expect
        .poll(() => page.locator('.animate-pulse').evaluateAll(onScreen), { timeout: 15_000 })
        .toBe(0);
      // Before the full-page screenshot, for the same reason.
      shifts[path] = await layoutShift(page);
      await screenshot(page, `thumb-${name}-loaded`);
      // The parts drawn when scrolled to (charts, Settings' account security) are measured too.
      await scrollThrough(page);
      await page.waitForLoadState('networkidle');
      await expect.poll(() => page.locator('.animate-pulse').count(), { timeout: 15_000 }).toBe(0);
      if (path === '/prospect-tracker') {
        // The list starts on the phone's first screen, above the bottom bar.
        const first = await page
          .getByRole('list', { name: 'Prospects' })
          .getByRole('listitem')
          .first()
          .boundingBox();
        if (!first || first.y > 812 - 120) {
          problems.push(`${path}: the first prospect starts at ${first?.y ?? 'nowhere'} px`);
        }
      }
      problems.push(...(await smallTargets(page)).map((target) => `${path}: ${target}`));
    }
    console.log('layout shift by page (375 px, data held until first paint):', shifts);
    for (const [path, shift] of Object.entries(shifts)) {
      if (shift > 0.1) problems.push(`${path}: layout shift ${shift.toFixed(3)} > 0.1`);
    }
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('Log DM is one tap away on every page; dialogs take focus to their first field and give it back', async () => {
    const desk = await suite.context();
    await approvedMember(await adminContext(), desk, 'Tia Thumb');
    const context = await phone(desk);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const bar = page.locator('nav[data-bottom-bar]');

    // From the tracker page, the bottom bar's Log DM opens the dialog over that page.
    await page.goto('/prospect-tracker');
    await appTookOver(page);
    await bar.getByRole('link', { name: 'Log DM' }).tap();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBeTruthy();
    expect(
      await dialog.getByLabel('Profile URL').evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() =>
        bar.getByRole('link', { name: 'Log DM' }).evaluate((el) => el === document.activeElement),
      )
      .toBe(true);
    expect(new URL(page.url()).pathname).toBe('/prospect-tracker');
    await bar.getByRole('link', { name: 'Today' }).tap();
    await page.waitForURL('**/dashboard');

    // The dashboard's own button: focus back on it after Escape.
    const logReply = page.getByRole('button', { name: 'Log Reply' });
    await logReply.tap();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Radix gives focus back as the dialog unmounts, which may end a frame after it detaches.
    await expect.poll(() => logReply.evaluate((el) => el === document.activeElement)).toBe(true);

    // More: the other pages, as a sheet.
    await bar.getByRole('button', { name: 'More' }).tap();
    await page.getByRole('dialog', { name: 'More' }).getByRole('link', { name: 'Analytics' }).tap();
    await page.waitForURL('**/analytics');
    await checkAtBothWidths(page, 'thumb-analytics');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});

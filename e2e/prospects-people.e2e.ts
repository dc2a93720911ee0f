import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, localDay } from '@/shared/domain/day';
import { e2eSuite } from './support/suite';
import { appTookOver, checkAtBothWidths, watchPageErrors } from './support/browser';
import { approvedMember } from './support/members';

/** The Prospect Tracker shows people: every DM to one profile is one prospect (375 px). */
const suite = e2eSuite({ admin: true });

const JANE = 'https://www.linkedin.com/in/jane-doe-4a1b2c';

async function logDm(page: Page, profileUrl: string) {
  const logged = await page.request.post('/api/dms', { data: { profileUrl } });
  expect(logged.status(), await logged.text()).toBe(201);
}

/** A figure of the dashboard's Today's DM Progress card. */
const todayStat = (page: Page, label: string) =>
  page
    .getByTestId('today-stats')
    .locator('div')
    .filter({ hasText: label })
    .locator('dd')
    .first()
    .innerText();

const cards = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Prospects' }).getByRole('listitem').filter({ hasText: name });

describe('Prospect Tracker: people, not rows', () => {
  it('shows two DMs to one profile as one prospect with a timeline, and merges with Undo', async () => {
    const context = await suite.context({ width: 375 });
    await approvedMember(suite.admin, context, 'Pia People');
    const page = await context.newPage();
    const errors = watchPageErrors(page);

    await logDm(page, JANE);
    await logDm(page, JANE); // the same profile again: Follow-up 1, not a second prospect
    await logDm(page, 'https://www.linkedin.com/in/sam-lee-7f3e1d');
    await logDm(page, 'https://www.linkedin.com/in/sam-lee-9k2m4p');

    await page.goto('/prospect-tracker');
    await appTookOver(page);
    const jane = cards(page, 'Jane Doe');
    await jane.getByText('2 DMs', { exact: true }).waitFor();
    expect(await jane.count()).toBe(1);
    await jane.getByText('DM Sent').waitFor();
    await jane.getByText(/^Last touch/).waitFor();
    await expect.poll(() => cards(page, 'Sam Lee').count()).toBe(2);
    await checkAtBothWidths(page, 'prospects-people');
    await page.setViewportSize({ width: 375, height: 812 });

    // Details: the timeline of the first DM and its follow-up
    await jane.getByRole('button', { name: 'Details for Jane Doe' }).click();
    const details = page.getByRole('dialog', { name: 'Jane Doe' });
    const timeline = details.getByRole('list', { name: 'Timeline' });
    await expect
      .poll(() => timeline.getByRole('listitem').locator('span.font-medium').allTextContents())
      .toEqual(['First DM', 'Follow-up 1']);
    await details
      .getByText('Follows the community’s cadence: days 3, 7 and 14 after the first DM.')
      .waitFor();
    await checkAtBothWidths(page, 'prospect-details');
    await page.setViewportSize({ width: 375, height: 812 });
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });

    // Same person? Merge the two Sam Lees, then Undo
    await cards(page, 'Sam Lee')
      .first()
      .getByRole('button', { name: 'Details for Sam Lee' })
      .click();
    const sam = page.getByRole('dialog', { name: 'Sam Lee' });
    const suggestions = sam.getByRole('list', { name: 'Same person?' });
    await suggestions.getByText('Same name').waitFor();
    await suggestions.getByRole('button', { name: 'Merge Sam Lee into Sam Lee' }).click();
    const merged = page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Merged Sam Lee (LinkedIn) into Sam Lee (LinkedIn)' });
    await merged.waitFor();
    // The page behind an open dialog is hidden from the accessibility tree: read it after.
    await sam.getByText('No other prospect with this name or company.').waitFor();
    await page.keyboard.press('Escape');
    await sam.waitFor({ state: 'detached' });
    await expect.poll(() => cards(page, 'Sam Lee').count()).toBe(1);
    await cards(page, 'Sam Lee').getByText('2 DMs', { exact: true }).waitFor();

    await merged.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Sam Lee (LinkedIn) is a prospect of their own again.').waitFor();
    await expect.poll(() => cards(page, 'Sam Lee').count()).toBe(2);
    await expect
      .poll(() =>
        page.getByRole('list', { name: 'Prospects' }).getByText('1 DM', { exact: true }).count(),
      )
      .toBe(2);

    // Log follow-up's link: the dashboard's Log DM starts on the profile, named as a follow-up
    await page.goto(`/dashboard?log=dm&url=${encodeURIComponent(JANE)}`);
    const logDmDialog = page.getByRole('dialog', { name: 'Log DM' });
    await expect.poll(() => logDmDialog.getByLabel('Profile URL').inputValue()).toBe(JANE);
    await logDmDialog.getByText(/Follow-up 2 to Jane Doe/).waitFor();
    expect(new URL(page.url()).search).toBe('');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('merges by a search for a handle with Undo, drops a follow-up from the due list, logs a reply in two taps', async () => {
    const context = await suite.context({ width: 375 });
    await approvedMember(suite.admin, context, 'Tess Taps');
    const page = await context.newPage();
    const errors = watchPageErrors(page);

    // Jade Fitzgerald, first messaged three days ago (the cadence's first follow-up is due
    // today), then 25 new prospects today and @jade.fit on Instagram: she is older than the 20
    // latest DMs.
    const threeDaysAgo = addDays(localDay(new Date(), 'UTC'), -3);
    const JADE = 'https://www.linkedin.com/in/jade-fitzgerald';
    const imported = await page.request.post('/api/logs/import', {
      data: { csv: `Date,Time,Profile URL\r\n${threeDaysAgo},12:00,${JADE}\r\n` },
    });
    expect(imported.status(), await imported.text()).toBe(201);
    for (let i = 0; i < 25; i++) await logDm(page, `https://x.com/today_prospect_${i}`);
    await logDm(page, 'https://www.instagram.com/jade.fit');

    // Log follow-up on the Follow-ups tab: she leaves the due list at once, no reload.
    await page.goto('/prospect-tracker?tab=follow-ups');
    await appTookOver(page);
    const due = page.getByRole('list', { name: 'Due today' });
    await due.getByRole('heading', { name: 'Jade Fitzgerald' }).waitFor();
    await due.getByRole('link', { name: 'Log follow-up to Jade Fitzgerald' }).click();
    const logDmDialog = page.getByRole('dialog', { name: 'Log DM' });
    await logDmDialog.getByText(/Follow-up 1 to Jade Fitzgerald/).waitFor();
    await logDmDialog.getByRole('button', { name: 'Log DM' }).click();
    await logDmDialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('heading', { name: 'Jade Fitzgerald' }).count()).toBe(0);
    await page.getByText('No follow-ups due today.').waitFor();

    // Same person? No name in common: found by the handle, merged, its texts name platforms.
    await page.getByRole('tab', { name: 'Prospects' }).click();
    await cards(page, 'Jade Fitzgerald')
      .getByRole('button', { name: 'Details for Jade Fitzgerald' })
      .click();
    const jade = page.getByRole('dialog', { name: 'Jade Fitzgerald' });
    await jade.getByText('No other prospect with this name or company.').waitFor();
    // The profile's whole address shows, wrapped, not cut short.
    const address = jade
      .locator('span.font-mono', { hasText: 'linkedin.com/in/jade-fitzgerald' })
      .first();
    await address.waitFor();
    expect(await address.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
    await jade.getByLabel('Search all your prospects').fill('@jade.fit');
    const found = jade.getByRole('list', { name: 'Prospects found' });
    await found.getByText('https://www.instagram.com/jade.fit').waitFor();
    await checkAtBothWidths(page, 'prospect-merge-search');
    await page.setViewportSize({ width: 375, height: 812 });
    await found.getByRole('button', { name: 'Merge Jade Fit into Jade Fitzgerald' }).click();
    const merged = page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Merged Jade Fit (Instagram) into Jade Fitzgerald (LinkedIn)' });
    await merged.waitFor();
    await page.keyboard.press('Escape');
    await jade.waitFor({ state: 'detached' });
    await expect.poll(() => cards(page, 'Jade Fit').count()).toBe(1);
    await merged.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Jade Fit (Instagram) is a prospect of their own again.').waitFor();
    await expect.poll(() => cards(page, 'Jade Fit').count()).toBe(2);

    // Log Reply in two taps: the followed-up prospect leads the list, older than the 20 latest DMs.
    await page.goto('/dashboard');
    await appTookOver(page);
    await page.getByRole('button', { name: 'Log Reply' }).click();
    const pick = page.getByRole('dialog', { name: 'Log Reply' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Search by name or handle');
    const first = pick
      .getByRole('list', { name: 'Prospects waiting for a reply' })
      .getByRole('button')
      .first();
    await expect.poll(() => first.textContent()).toContain('Jade Fitzgerald');
    await first.click();
    await page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Jade Fitzgerald replied.' })
      .waitFor();
    // The reply moves the dashboard; the rate of today's new prospects rightly stays.
    await expect.poll(() => todayStat(page, 'Replies')).toBe('1');
    expect(await todayStat(page, 'Reply Rate')).toBe('0.0%');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('counts with the same label agree on the dashboard, Logs Manager, Analytics and Progress', async () => {
    const context = await suite.context({ width: 375 });
    await approvedMember(suite.admin, context, 'Cora Counts');
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    // Today: three new DMs and one follow-up (4 DMs); the goal counts new DMs only.
    await logDm(page, 'https://www.linkedin.com/in/ana-count');
    await logDm(page, 'https://www.linkedin.com/in/ben-count');
    await logDm(page, 'https://www.linkedin.com/in/cy-count');
    await logDm(page, 'https://www.linkedin.com/in/ana-count');

    await page.goto('/dashboard');
    await appTookOver(page);
    await expect.poll(() => todayStat(page, 'New DMs')).toBe('3');
    await page.getByTestId('today-stats').getByText('+ 1 follow-up').waitFor();
    await expect.poll(() => page.getByTestId('sent-goal').innerText()).toMatch(/\b3\/28$/);
    await page.getByText('25 new DMs remaining to reach your solo goal').waitFor();
    // A reply logged from the dashboard moves its count at once.
    await page.getByRole('button', { name: 'Log Reply' }).click();
    await page
      .getByRole('dialog', { name: 'Log Reply' })
      .getByRole('button', { name: /Ana Count/ })
      .click();
    await expect.poll(() => todayStat(page, 'Replies')).toBe('1');
    await expect.poll(() => todayStat(page, 'Reply Rate')).toBe('33.3%');

    await page.goto('/logs-manager');
    await appTookOver(page);
    const summary = page.locator('div.rounded-xl', { hasText: 'Daily Summary' });
    const figure = (label: string) =>
      summary.locator('dl > div', { hasText: label }).locator('dd').textContent();
    await expect.poll(() => figure('New DMs')).toBe('3');
    expect(await figure('Follow-ups')).toBe('1');
    expect(await figure('Replies')).toBe('1');
    await page.getByText('4 DMs sent · 3 new DMs, 1 follow-up').waitFor();

    await page.goto('/analytics');
    await appTookOver(page);
    const total = (label: string) =>
      page
        .locator('section[aria-label="Totals"] > div')
        .filter({ has: page.getByText(label, { exact: true }) })
        .locator('p.text-2xl')
        .textContent();
    await expect.poll(() => total('New DMs')).toBe('3');
    expect(await total('Follow-ups')).toBe('1');
    expect(await total('Replies')).toBe('1');

    await page.goto('/progress');
    await appTookOver(page);
    await page.getByRole('columnheader', { name: 'New DMs' }).waitFor();
    const own = page.locator('tr[data-viewer]');
    await expect.poll(() => own.locator('td').nth(2).textContent()).toBe('3');
    await page
      .getByText('Only new DMs count toward the goal, not follow-ups (the community’s goal rule).')
      .first()
      .waitFor();
    await page.getByText('3 / 28 new DMs').waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });
});

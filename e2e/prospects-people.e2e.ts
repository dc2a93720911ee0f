import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
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
      .filter({ hasText: 'Merged Sam Lee into Sam Lee' });
    await merged.waitFor();
    // The page behind an open dialog is hidden from the accessibility tree: read it after.
    await sam.getByText('No other prospect with this name or company.').waitFor();
    await page.keyboard.press('Escape');
    await sam.waitFor({ state: 'detached' });
    await expect.poll(() => cards(page, 'Sam Lee').count()).toBe(1);
    await cards(page, 'Sam Lee').getByText('2 DMs', { exact: true }).waitFor();

    await merged.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Sam Lee is a prospect of their own again.').waitFor();
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
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { profiles } from '@/server/db/schema';
import { localDay, startOfLocalDay } from '@/shared/domain/day';
import { burst, insertDms } from '@/test/dm-rows';
import { appTookOver, checkAtBothWidths, watchPageErrors } from './support/browser';
import { approvedMember } from './support/members';
import { e2eSuite } from './support/suite';

const suite = e2eSuite({ admin: true });

const VAULT_KEY = 'vault:real-estate-agents:0';
const VAULT_LABEL = 'Real Estate Agents · Cold opener: the referral dip';

const dialog = (page: Page) => page.getByRole('dialog');

async function logDm(page: Page, url: string, script?: string) {
  await page.getByRole('button', { name: 'Log DM' }).click();
  await dialog(page).getByLabel('Profile URL').fill(url);
  if (script) await dialog(page).getByLabel('Script used').selectOption({ label: script });
  await dialog(page).getByRole('button', { name: 'Log DM' }).click();
  await dialog(page).waitFor({ state: 'detached' });
}

describe('which scripts work, and the coach’s cohort view', () => {
  it('remembers the script used, shows the rate by script, lets the admin follow the cohort and set its goal', async () => {
    const context = await suite.context();
    const member = await approvedMember(suite.admin, context, 'Vic Vault');
    const page = await context.newPage();
    const errors = watchPageErrors(page);

    // The member picks a vault script once; the next Log DM starts on it.
    await page.goto('/dashboard');
    await logDm(page, 'https://www.linkedin.com/in/first-prospect', VAULT_LABEL);
    await page.getByRole('button', { name: 'Log DM' }).click();
    await expect.poll(() => dialog(page).getByLabel('Script used').inputValue()).toBe(VAULT_KEY);
    await dialog(page)
      .getByLabel('Profile URL')
      .fill('https://www.linkedin.com/in/second-prospect');
    await dialog(page).getByRole('button', { name: 'Log DM' }).click();
    await dialog(page).waitFor({ state: 'detached' });

    // 18 more with the same script, 5 replied: 20 DMs, enough to show the rate (25.0%).
    // Within today (UTC), whatever the hour: the dashboard and "this week" count them too.
    const now = Date.now();
    const since = Math.max(
      now - 3 * 3_600_000,
      startOfLocalDay(localDay(new Date(now), 'UTC'), 'UTC').getTime(),
    );
    const step = Math.min(60_000, (now - since) / 19);
    const sent = burst(new Date(since), 18, step);
    // A member who had the chance and stalled: approved 10 days ago, last DM 5 days ago.
    const quiet = await approvedMember(suite.admin, await suite.context(), 'Quinn Quiet');
    await suite.seedWhileStopped(async (db) => {
      await insertDms(
        db,
        member.userId,
        sent.map((at, index) => ({
          sentAt: at,
          scriptUsed: VAULT_KEY,
          responseAt: index < 5 ? new Date(at.getTime() + step / 2) : null,
        })),
      );
      await insertDms(db, quiet.userId, [{ sentAt: new Date(now - 5 * 86_400_000) }]);
      await db
        .update(profiles)
        .set({ approvedAt: new Date(now - 10 * 86_400_000) })
        .where(eq(profiles.userId, quiet.userId));
    });
    await page.goto('/analytics');
    // At the page's end: its card is taken over, and asks for its rows, once near the screen.
    await appTookOver(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const byScript = page.getByRole('table', { name: 'By script' });
    const row = byScript.getByRole('row', { name: new RegExp(VAULT_LABEL) });
    await expect.poll(() => row.innerText()).toMatch(/20\s+5\s+25\.0%\s+0\.0%/);
    await checkAtBothWidths(page, 'analytics-by-script');

    // The admin: the cohort, sorted by reply rate, then who needs attention, then the CSV.
    const admin = await suite.admin.newPage();
    const adminErrors = watchPageErrors(admin);
    await admin.goto('/admin');
    await admin.getByRole('tab', { name: /Cohort/ }).click();
    const table = admin.getByRole('table', { name: 'Cohort members' });
    await table.getByRole('row', { name: /Vic Vault/ }).waitFor();
    await table.getByRole('button', { name: 'Reply rate' }).click();
    await expect
      .poll(() => table.getByRole('columnheader', { name: 'Reply rate' }).getAttribute('aria-sort'))
      .toBe('descending');
    await expect.poll(() => table.getByRole('row').nth(1).innerText()).toMatch(/^Vic Vault/);
    await checkAtBothWidths(admin, 'admin-cohort');

    await admin.getByRole('button', { name: /Needs attention/ }).click();
    const attention = admin.getByRole('list', { name: 'Members who need attention' });
    // Only members who log and were approved 3+ days ago: not the admin who never logs.
    await attention.getByText('Quinn Quiet').waitFor();
    await attention.getByText('No DM in 3 days').first().waitFor();
    expect(await attention.getByText('Ada Admin').count()).toBe(0);
    expect(await attention.getByText('Vic Vault').count()).toBe(0);
    await checkAtBothWidths(admin, 'admin-cohort-attention');

    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      `cohort-this-week-${localDay(new Date(), 'UTC')}.csv`,
    );
    const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    expect(csv.split('\r\n')[0]).toBe(
      'Member,DMs,Replies,Meetings,Prospects First Messaged,Replied,Booked,Reply Rate %,Meeting Rate %,Current Streak,Days At Goal,Last DM,Team Size',
    );
    expect(csv).toMatch(/\r\nVic Vault,20,5,0,20,5,0,25\.0,0\.0,/);

    // The coach raises the community's solo goal; the member's dashboard follows at once.
    await admin.getByRole('tab', { name: 'Community' }).click();
    await admin.getByLabel('Solo goal (DMs a day)').fill('35');
    await admin.getByRole('button', { name: 'Save community goal' }).click();
    await admin.getByText('The community goal applies from today').waitFor();
    await checkAtBothWidths(admin, 'admin-community-goal');
    // The admin's own account has no two-factor: the prompt opens Settings at the account
    // security, drawn at once and scrolled to.
    await admin.getByRole('link', { name: 'Turn on two-factor' }).click();
    await admin.waitForURL('**/settings#security');
    const turnOn = admin.getByRole('button', { name: 'Turn on two-factor' });
    await turnOn.waitFor();
    await expect
      .poll(() => turnOn.evaluate((button) => button.getBoundingClientRect().top))
      .toBeLessThan(900);
    expect(await admin.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.goto('/dashboard');
    await expect.poll(() => page.getByTestId('sent-goal').innerText()).toMatch(/\b20\/35$/);

    // The member may raise their own goal, never below the community's.
    await page.goto('/settings');
    const goal = page.getByLabel('My daily goal (DMs)');
    await goal.fill('30');
    await page.getByRole('button', { name: 'Save goal' }).click();
    await page
      .getByRole('alert')
      .getByText("Your goal can't be below the community's goal of 35 DMs a day.")
      .waitFor();
    await goal.fill('40');
    await page.getByRole('button', { name: 'Save goal' }).click();
    await page.getByText('Your daily goal is 40 DMs from today.').waitFor();
    await checkAtBothWidths(page, 'settings-daily-goal');
    await page.goto('/dashboard');
    await expect.poll(() => page.getByTestId('sent-goal').innerText()).toMatch(/\b20\/40$/);

    // The next visit comes with that goal and today's numbers drawn by the server: the page
    // shows them even while the browser's own request for them is held back.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/tracker/today', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    expect(await page.getByTestId('sent-goal').innerText()).toMatch(/\b20\/40$/);
    release();
    expect(errors).toEqual([]);
    expect(adminErrors).toEqual([]);
  }, 240_000); // a long journey (member, admin, cohort, goal): 73 s at load 9, 120 s was too tight
});

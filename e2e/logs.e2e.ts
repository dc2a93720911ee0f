import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { e2eSuite } from './support/suite';
import { checkAtBothWidths, watchPageErrors } from './support/browser';
import { approvedMember, signUpVia } from './support/members';

const suite = e2eSuite();
const contexts: BrowserContext[] = [];

async function memberPage(): Promise<{ page: Page; errors: string[] }> {
  const admin = await suite.context();
  const member = await suite.context();
  contexts.push(admin, member);
  await signUpVia(admin.request, { name: 'Ada Admin' });
  await approvedMember(admin, member, 'Lou Logs');
  const page = await member.newPage();
  return { page, errors: watchPageErrors(page) };
}

const statValue = (page: Page, label: string) =>
  page
    .locator('div.rounded-xl', { has: page.getByText(label, { exact: true }) })
    .locator('p.text-2xl')
    .textContent();

async function addSetterInUi(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add Setter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Setter' });
  await dialog.getByLabel('Setter name').fill(name);
  await dialog.getByRole('button', { name: 'Add Setter' }).click();
  await page.getByText('Setter Added!').first().waitFor();
  await dialog.waitFor({ state: 'detached' });
}

describe('logs manager and prospect tracker', () => {
  it('runs from setters and team DMs through CSV export and import to the pipeline', async () => {
    const { page, errors } = await memberPage();

    // Team Management: two setters through the UI; a blank name is refused
    await page.goto('/logs-manager');
    await page.getByRole('heading', { name: 'Logs Manager' }).waitFor();
    await page.getByText('No data for this date').first().waitFor();
    expect(await page.getByRole('button', { name: 'Export CSV' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Add Setter' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Add Setter' }).click();
    await page.getByText('Please enter a setter name.').first().waitFor();
    await page.getByText('Missing Name').waitFor();
    await page.keyboard.press('Escape');
    await addSetterInUi(page, 'Alex Kim');
    await addSetterInUi(page, 'Bea Lopez');
    await page.getByText('2 active setters').waitFor();

    // Team mode; two DMs for Alex through the API, one for Bea through the dashboard's Log DM
    const settings = await page.request.patch('/api/settings', {
      data: { soloMode: false, settersCount: 2 },
    });
    expect(settings.status()).toBe(200);
    for (const profileUrl of [
      'https://www.linkedin.com/in/jane-doe-4a1b2c',
      'https://instagram.com/sam.rivera',
    ]) {
      const logged = await page.request.post('/api/dms', {
        data: { profileUrl, setterName: 'Alex Kim' },
      });
      expect(logged.status(), await logged.text()).toBe(201);
    }
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Log DM' }).click();
    const logDm = page.getByRole('dialog', { name: 'Log DM' });
    await logDm.getByLabel('Profile URL').fill('https://x.com/maria_garcia');
    await logDm.getByLabel('Setter').selectOption('Bea Lopez');
    await logDm.getByRole('button', { name: 'Log DM' }).click();
    await logDm.waitFor({ state: 'detached' });
    await page.getByText('DM Logged!').first().waitFor();

    // The day's numbers, the top performer and the setter performance
    await page.getByRole('link', { name: 'View Logs' }).click();
    await page.waitForURL('**/logs-manager');
    const summary = page.locator('div.rounded-xl', { hasText: 'Daily Summary' });
    await expect.poll(() => summary.locator('dd').first().textContent()).toBe('3');
    const top = page.locator('div.rounded-xl', { hasText: 'Top Performer' });
    await top.getByText('Alex Kim').waitFor();
    await top.getByText('2 DMs sent · 2 new DMs, 0 follow-ups').waitFor();
    const performance = page.getByRole('list', { name: 'Setter performance' });
    await performance
      .getByText('2 new DMs · 0 follow-ups · 0 of 2 new prospects replied · 0 of them booked')
      .waitFor();
    await performance
      .getByText('1 new DM · 0 follow-ups · 0 of 1 new prospect replied · 0 of them booked')
      .waitFor();
    const log = page.getByRole('list', { name: 'DMs on this date' });
    await expect.poll(() => log.getByRole('listitem').count()).toBe(3);
    const open = log.getByRole('link', { name: 'Open profile in a new tab' }).first();
    expect(await open.getAttribute('target')).toBe('_blank');
    expect(await open.getAttribute('rel')).toBe('noopener noreferrer');

    // Search by setter, platform and URL
    const search = page.getByLabel('Search');
    await search.fill('bea');
    await expect.poll(() => log.getByRole('listitem').count()).toBe(1);
    await log.getByText('Bea Lopez').waitFor();
    await search.fill('instagram');
    await expect.poll(() => log.getByRole('listitem').count()).toBe(1);
    await log.getByText('https://instagram.com/sam.rivera').waitFor();
    await search.fill('nobody-here');
    await page.getByText('No DMs match your search').waitFor();
    expect(await page.getByRole('button', { name: 'Export CSV' }).isDisabled()).toBe(true);
    await search.fill('');
    await expect.poll(() => log.getByRole('listitem').count()).toBe(3);
    await checkAtBothWidths(page, 'logs-manager');

    // Export CSV (a real download), then re-import it with one new row
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect(download.suggestedFilename()).toBe(`dm-logs-${today}.csv`);
    await page.getByText('CSV Downloaded!').waitFor();
    const csv = readFileSync((await download.path())!, 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Date,Time,Setter,Profile URL,Platform,Script Type,Response Received,Meeting Booked,Notes,Script Used,DM',
    );
    expect(lines).toHaveLength(4);

    await page.getByRole('button', { name: 'Import CSV' }).click();
    const importDialog = page.getByRole('dialog', { name: 'Import DMs from CSV' });
    const upload = (name: string, text: string) =>
      importDialog
        .getByLabel('CSV file')
        .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
    await upload('same.csv', csv);
    await importDialog.getByText('3 duplicates').waitFor();
    expect(await importDialog.getByRole('button', { name: 'Import 0 DMs' }).isDisabled()).toBe(
      true,
    );
    await upload('bad.csv', `${csv}${today},09:00,Alex Kim,javascript:alert(1),,,No,No,\r\n`);
    await importDialog.getByText('Invalid profile URL').waitFor();
    await importDialog.getByText('Row 5').waitFor();
    expect(await importDialog.getByRole('button', { name: /^Import \d/ }).isDisabled()).toBe(true);
    await upload(
      'more.csv',
      `${csv}${today},00:00:01,Bea Lopez,linkedin.com/in/nina-park,,,No,No,Met at a webinar\r\n`,
    );
    await importDialog.getByText('1 new').waitFor();
    await importDialog.getByRole('button', { name: 'Import 1 DM' }).click();
    await page.getByText('1 DM imported, 3 skipped.').waitFor();
    await expect.poll(() => log.getByRole('listitem').count()).toBe(4);
    await expect.poll(() => summary.locator('dd').first().textContent()).toBe('4');

    // The prospect tracker: people with stats, details, reply then meeting
    await page.goto('/prospect-tracker');
    await page.getByRole('heading', { name: 'Prospect Tracker' }).waitFor();
    await expect.poll(() => statValue(page, 'Total Prospects')).toBe('4');
    await expect.poll(() => statValue(page, 'Reply Rate')).toBe('0.0%');
    await page.getByText('0 of 4 replied').first().waitFor();
    await expect.poll(() => statValue(page, 'This Week')).toBe('4');
    const prospects = page.getByRole('list', { name: 'Prospects' });
    const jane = prospects.getByRole('listitem').filter({ hasText: 'Jane Doe' });
    await jane.getByText('DM Sent').waitFor();
    await jane.getByText('1 DM', { exact: true }).waitFor();
    await checkAtBothWidths(page, 'prospect-tracker');

    await jane.getByRole('button', { name: 'Details for Jane Doe' }).click();
    const details = page.getByRole('dialog', { name: 'Jane Doe' });
    await details.getByLabel('Company').fill('Doe Consulting');
    await details.getByLabel('Notes').fill('Asked for pricing, call Friday');
    await details.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Prospect details saved.').waitFor();
    // The list behind the open dialog is out of the accessibility tree: read the dialog.
    await details.getByText(/^Doe Consulting · 1 DM · first DM/).waitFor();

    await details.getByRole('button', { name: 'Log Reply' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Log Reply' }).click();
    await page.getByText('Prospect status updated successfully.').first().waitFor();
    await details.getByText('Responded', { exact: true }).waitFor();
    await expect.poll(() => statValue(page, 'Reply Rate')).toBe('25.0%');
    await page.getByText('1 of 4 replied').first().waitFor();

    await details.getByRole('button', { name: 'Log Meeting' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Log Meeting' }).click();
    await details.getByText('Meeting Booked', { exact: true }).first().waitFor();
    await expect.poll(() => statValue(page, 'Meeting Rate')).toBe('25.0%');
    await details.getByRole('button', { name: 'Undo meeting' }).waitFor();
    expect(await details.getByRole('button', { name: 'Log Meeting' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    await jane.getByText('Meeting Booked', { exact: true }).first().waitFor();
    await jane.getByText('Doe Consulting').waitFor();

    // Filters and search run on the server
    await page.getByLabel('Status').selectOption({ label: 'Closed (meeting booked)' });
    await expect.poll(() => prospects.getByRole('listitem').count()).toBe(1);
    await page.getByLabel('Status').selectOption({ label: 'Sent (no reply yet)' });
    await expect.poll(() => prospects.getByRole('listitem').count()).toBe(3);
    await page.getByLabel('Search').fill('nina');
    await expect.poll(() => prospects.getByRole('listitem').count()).toBe(1);
    await prospects.getByText('Nina Park').waitFor();
    await page.getByLabel('Platform').selectOption({ label: 'Facebook' });
    await page.getByText('No prospects match').waitFor();

    // The follow-up view explains itself
    await page.getByRole('tab', { name: 'Follow-ups' }).click();
    await page.getByText(/due on its day of the prospect’s cadence/).waitFor();
    await page.getByText('No follow-ups due today.').waitFor();
    await checkAtBothWidths(page, 'prospect-follow-ups');

    // The logs manager sees the meeting on today's DM
    await page.goto('/logs-manager');
    await expect.poll(() => summary.locator('dd').nth(2).textContent()).toBe('1');
    expect(errors).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { e2eSuite } from './support/suite';
import { appTookOver, checkAtBothWidths, watchPageErrors } from './support/browser';
import { approvedMember } from './support/members';

const suite = e2eSuite({ admin: true });

/** `YYYY-MM-DD HH:MM:SS UTC`, as LinkedIn writes it. */
const linkedInDate = (at: Date) => `${at.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

function linkedInZip(): Buffer {
  const me = 'https://www.linkedin.com/in/pia-export';
  // Seconds ago, so the DMs fall on today in the Logs Manager.
  const minutesAgo = (n: number) => linkedInDate(new Date(Date.now() - n * 3_000));
  const daysAgo = (n: number) => linkedInDate(new Date(Date.now() - n * 86_400_000));
  const csv = [
    'CONVERSATION ID,CONVERSATION TITLE,FROM,SENDER PROFILE URL,TO,RECIPIENT PROFILE URLS,DATE,SUBJECT,CONTENT,FOLDER',
    `c1,,Pia Export,${me},Zoe Kraus,https://www.linkedin.com/in/zoe-kraus,${minutesAgo(30)},,Hi Zoe,INBOX`,
    `c1,,Zoe Kraus,https://www.linkedin.com/in/zoe-kraus,Pia Export,${me},${minutesAgo(10)},,Sure!,INBOX`,
    // Lena: written two days ago, followed up today (a follow-up of her prospect).
    `c2,,Pia Export,${me},Lena Rossi,https://www.linkedin.com/in/lena-rossi,${daysAgo(2)},,Hi Lena,INBOX`,
    `c2,,Pia Export,${me},Lena Rossi,https://www.linkedin.com/in/lena-rossi,${minutesAgo(20)},,Any thoughts?,INBOX`,
  ].join('\r\n');
  const photo = new Uint8Array(2048).map((_, i) => i % 251);
  return Buffer.from(
    zipSync({ 'messages.csv': strToU8(csv), 'media/photo.jpg': [photo, { level: 6 }] }),
  );
}

describe('check against a platform export', () => {
  it('reads a LinkedIn zip on a phone, reports, applies once and never twice', async () => {
    const context = await suite.context();
    await approvedMember(suite.admin, context, 'Pia Export');
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/logs-manager');
    await appTookOver(page);

    await page.getByRole('button', { name: 'Check against a platform export' }).click();
    const dialog = page.getByRole('dialog', { name: 'Check against a platform export' });
    const pick = (name: string, buffer: Buffer, mimeType = 'application/zip') =>
      dialog.getByLabel('Export file(s)').setInputFiles({ name, mimeType, buffer });

    // A photo is not an export.
    await pick('IMG_2041.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2]), 'image/jpeg');
    await dialog.getByText('This is not a platform export.', { exact: false }).waitFor();

    await pick('Basic_LinkedInDataExport.zip', linkedInZip());
    const sent = dialog.getByRole('region', { name: 'Sent but not logged' });
    await dialog.getByRole('heading', { name: 'Sent but not logged' }).waitFor();
    await expect.poll(() => sent.getByRole('listitem').count()).toBe(2);
    await dialog.getByText('Replied ', { exact: false }).first().waitFor();
    await sent.getByText('+1 follow-up', { exact: false }).waitFor();
    await checkAtBothWidths(page, 'platform-export');
    // The same report in the dark theme (the toggle's class), axe and screenshots at both widths.
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await checkAtBothWidths(page, 'platform-export-dark');
    await page.setViewportSize({ width: 375, height: 812 });

    await dialog.getByRole('button', { name: 'Apply all' }).click();
    await page.getByText('2 DMs, 1 follow-up and 1 reply added.').waitFor();
    await expect.poll(() => sent.getByText('None.').count()).toBe(1);

    // The same export again adds nothing.
    await dialog.getByRole('button', { name: 'Pick another export' }).click();
    await pick('Basic_LinkedInDataExport.zip', linkedInZip());
    await expect.poll(() => sent.getByText('None.').count()).toBe(1);
    expect(await dialog.getByRole('button', { name: 'Apply all' }).isDisabled()).toBe(true);

    // The Logs Manager's day lists Zoë's DM and Lena's follow-up, dated when they were sent.
    await page.keyboard.press('Escape');
    await page.getByText(/· 2 DMs ·/).waitFor();

    // The coach's cohort: when Pia last checked an export, and how much of it she had logged.
    const admin = await suite.admin.newPage();
    await admin.goto('/admin');
    await admin.getByRole('tab', { name: /Cohort/ }).click();
    const row = admin.getByRole('table', { name: 'Cohort members' }).getByRole('row', {
      name: /Pia Export/,
    });
    await row.getByText('0% logged (0 of 2)', { exact: false }).waitFor();
    await admin.close();

    // Undo of the whole apply, from the Logs Manager: the day is empty again.
    await page.getByRole('button', { name: 'Check against a platform export' }).click();
    const earlier = dialog.getByRole('region', { name: 'Earlier applies' });
    await earlier.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('What the export added was taken back.').waitFor();
    await expect.poll(() => earlier.count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.getByText('No DMs on this date').waitFor();
    expect(errors).toEqual([]);
  });
});

/** A LinkedIn export of `count` conversations the member started, one a day back from yesterday. */
function longLinkedInZip(count: number): Buffer {
  const me = 'https://www.linkedin.com/in/pia-long';
  const rows = Array.from({ length: count }, (_, i) => {
    const at = linkedInDate(new Date(Date.now() - (i + 1) * 86_400_000 * 0.5));
    const them = `https://www.linkedin.com/in/long-lead-${i}`;
    return `l${i},,Pia Long,${me},Lead ${i},${them},${at},,Hi,INBOX`;
  });
  const csv = [
    'CONVERSATION ID,CONVERSATION TITLE,FROM,SENDER PROFILE URL,TO,RECIPIENT PROFILE URLS,DATE,SUBJECT,CONTENT,FOLDER',
    ...rows,
  ].join('\r\n');
  return Buffer.from(zipSync({ 'messages.csv': strToU8(csv) }));
}

describe('a long export, in parts', () => {
  it('checks and applies it part by part with a progress bar; Cancel stops, Undo takes it all back', async () => {
    const context = await suite.context();
    await approvedMember(suite.admin, context, 'Pia Long');
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.setViewportSize({ width: 375, height: 812 });
    // The second part of the apply waits until Cancel is pressed, so Cancel lands mid-apply.
    let applies = 0;
    let cancelled: () => void = () => {};
    const pressed = new Promise<void>((resolve) => (cancelled = resolve));
    await page.route('**/api/exports/apply', async (route) => {
      applies += 1;
      if (applies === 2) await pressed;
      await route.continue();
    });
    await page.goto('/logs-manager');
    await appTookOver(page);

    await page.getByRole('button', { name: 'Check against a platform export' }).click();
    const dialog = page.getByRole('dialog', { name: 'Check against a platform export' });
    // 600 conversations: three parts of at most 250.
    await dialog.getByLabel('Export file(s)').setInputFiles({
      name: 'Basic_LinkedInDataExport.zip',
      mimeType: 'application/zip',
      buffer: longLinkedInZip(600),
    });
    await dialog.getByText('you started 600 conversations', { exact: false }).waitFor();

    await dialog.getByRole('button', { name: 'Apply all' }).click();
    const adding = dialog.getByRole('progressbar', { name: 'Adding the export' });
    await adding.waitFor();
    await dialog.getByText('Adding it to your logs…', { exact: false }).waitFor();
    await expect.poll(() => applies).toBe(2);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    cancelled();
    // The part under way finishes (nothing is half-written); none after it is sent.
    await page.getByText('500 DMs and 0 replies added before you stopped.').waitFor();
    expect(applies).toBe(2);
    // The report again: what the first parts added is logged, the rest is not.
    await dialog.getByText('(500 logged, 100 not)', { exact: false }).waitFor();

    // One apply for the whole check, which Undo takes back.
    await dialog.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('What the export added was taken back.').waitFor();
    await dialog.getByText('(0 logged, 600 not)', { exact: false }).waitFor();
    expect(errors).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startServer } from './support/server';
import { e2eSuite } from './support/suite';
import {
  appTookOver,
  checkAtBothWidths,
  newMemberContext,
  watchPageErrors,
} from './support/browser';
import { approvedMember, signUpVia } from './support/members';
import { startFakeLlm } from '../src/test/fake-llm';

const suite = e2eSuite({ admin: true });

async function memberPage(name: string): Promise<{ page: Page; errors: string[] }> {
  const context = await suite.context();
  await approvedMember(suite.admin, context, name);
  const page = await context.newPage();
  return { page, errors: watchPageErrors(page) };
}

/** Waits for a toast (or any text) to show; several toasts may be stacked. */
const shows = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).selectOption({ label: option });
}

describe('scripts', () => {
  it('generates, regenerates, copies, saves, reloads, loads and deletes scripts', async () => {
    const { page, errors } = await memberPage('Gina Generator');
    await page.goto('/dm-script-generator');
    await appTookOver(page); // the page is drawn in its HTML, inert until then
    await page.getByRole('heading', { name: 'DM Script Generator' }).waitFor();
    await page.getByText('Your script will appear here').waitFor();

    // Prospect and company are required, with the toast of docs/product.md.
    await page.getByRole('button', { name: 'Generate Script' }).click();
    await shows(page, 'Please fill in at least the script type, prospect name, and company.');

    // A cold DM, written by the built-in writer.
    await page.getByLabel('Prospect Name*').fill('Jane Doe');
    await page.getByLabel('Company*').fill('Acme Growth');
    await page.getByLabel('Recent Activity/Context').fill('posted about hiring their first SDR');
    await page.getByLabel('Industry').fill('SaaS');
    await page.getByLabel('Pain Point').fill('low reply rates');
    await page.getByLabel('Your Offer/Solution').fill('help B2B founders book 15 demos a month');
    expect(await page.getByLabel('Previous Interaction').count()).toBe(0);
    await page.getByRole('button', { name: 'Generate Script' }).click();
    await shows(page, 'Script Generated!');
    const output = page.getByTestId('script-text');
    const coldDm = (await output.textContent()) ?? '';
    expect(coldDm).toContain('Jane');
    expect(coldDm).toContain('Acme Growth');
    await page.getByText('Written by Built-in writer').waitFor();
    await page.getByText(`${coldDm.length} / 1,000 characters · Instagram DM limit`).waitFor();

    // Regenerate gives a different wording.
    await page.getByRole('button', { name: 'Regenerate' }).click();
    // The panel empties while the new wording streams in; wait for the finished text.
    await page.getByRole('button', { name: 'Generate Script' }).waitFor();
    await expect
      .poll(async () => {
        const text = (await output.textContent()) ?? '';
        return text !== '' && text !== coldDm;
      })
      .toBe(true);
    const regenerated = (await output.textContent()) ?? '';

    await page.getByRole('button', { name: 'Copy Script' }).click();
    await shows(page, 'Copied!');
    expect(await clipboard(page)).toBe(regenerated);

    await page.getByRole('button', { name: 'Save Script' }).click();
    await shows(page, 'Script Saved!');
    const saved = page.getByRole('list', { name: 'Saved scripts' }).getByRole('listitem');
    await expect.poll(() => saved.count()).toBe(1);

    // A connection request stays within LinkedIn's 200 characters.
    await choose(page, 'Script Type', 'Connection Request');
    await page.getByLabel('Prospect Name*').fill("Liam O'Brien");
    await page.getByLabel('Company*').fill('Nordlicht GmbH');
    await page.getByRole('button', { name: 'Generate Script' }).click();
    await expect.poll(() => output.textContent()).toContain('Nordlicht GmbH');
    const note = (await output.textContent()) ?? '';
    expect(note.length).toBeLessThanOrEqual(200);
    await page
      .getByText(`${note.length} / 200 characters · LinkedIn connection note limit`)
      .waitFor();
    await page.getByRole('button', { name: 'Save Script' }).click();
    await expect.poll(() => saved.count()).toBe(2);
    await checkAtBothWidths(page, 'script-generator');

    // Saved scripts survive a reload; load one back, then delete it.
    await page.reload();
    await expect.poll(() => saved.count()).toBe(2);
    expect(await saved.first().textContent()).toContain("Liam O'Brien at Nordlicht GmbH");
    await page.getByRole('button', { name: 'Load script for Jane Doe at Acme Growth' }).click();
    await shows(page, 'Script Loaded');
    await expect.poll(() => output.textContent()).toBe(regenerated);
    expect(await page.getByLabel('Prospect Name*').inputValue()).toBe('Jane Doe');
    await page.getByRole('button', { name: 'Copy script for Jane Doe at Acme Growth' }).click();
    await expect.poll(() => clipboard(page)).toBe(regenerated);
    await page.getByRole('button', { name: 'Delete script for Jane Doe at Acme Growth' }).click();
    await shows(page, 'Script Deleted');
    await expect.poll(() => saved.count()).toBe(1);
    await page.reload();
    await expect.poll(() => saved.count()).toBe(1);

    // Previous Interaction shows for follow-ups only.
    await choose(page, 'Script Type', 'Follow-Up');
    await page.getByLabel('Previous Interaction').waitFor();
    expect(errors).toEqual([]);
  });

  it('opens the vault, expands a niche and copies a script', async () => {
    const { page, errors } = await memberPage('Vic Vault');
    await page.goto('/dm-scripts-vault');
    await appTookOver(page); // the page is drawn in its HTML, inert until then
    await page.getByRole('heading', { name: 'DM Scripts Vault' }).waitFor();
    await page.getByText('Pro Tip').waitFor();
    const niches = page.locator('main button[aria-expanded]');
    expect(await niches.count()).toBe(14);
    const fitness = page.getByRole('button', { name: /Fitness Coaches/ });
    await fitness.click();
    expect(await fitness.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('button', { name: 'Copy Cold opener: the content treadmill' }).click();
    await shows(page, 'Copied!');
    expect(await clipboard(page)).toContain('love the transformation you posted');
    await checkAtBothWidths(page, 'vault');
    expect(errors).toEqual([]);
  });

  it('searches and filters objections, adds a custom one with a generated response, and deletes it', async () => {
    const { page, errors } = await memberPage('Olga Objection');
    await page.goto('/objection-handler');
    await appTookOver(page); // the page is drawn in its HTML, inert until then
    await page.getByRole('heading', { name: 'Objection Handler' }).waitFor();
    const cards = page.getByRole('list', { name: 'Objections' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(12);

    await page.getByLabel('Search objections').fill('partner');
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.first().textContent()).toContain('Authority');
    await page.getByLabel('Search objections').fill('no such objection anywhere');
    await page.getByText('No objections found matching your criteria').waitFor();
    await page.getByLabel('Search objections').fill('');
    await page.getByRole('button', { name: 'Price', exact: true }).click();
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.first().textContent()).toContain("It's too expensive.");
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect.poll(() => cards.count()).toBe(12);
    await checkAtBothWidths(page, 'objection-handler');

    // Add Custom Objection, with the toasts of docs/product.md for what is missing.
    await page.getByRole('button', { name: 'Add Custom Objection' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Generate Response' }).click();
    await shows(page, 'Please enter an objection first.');
    await dialog.getByRole('button', { name: 'Save Objection' }).click();
    await shows(page, 'Please generate a response first.');
    await dialog.getByLabel('Objection').fill('We already have an in-house sales team');
    await dialog.getByRole('button', { name: 'Generate Response' }).click();
    const response = dialog.getByLabel('Response');
    await expect.poll(() => response.inputValue()).not.toBe('');
    await dialog.getByText(/Written by Built-in writer/).waitFor();
    await checkAtBothWidths(page, 'objection-dialog');
    await dialog.getByRole('button', { name: 'Save Objection' }).click();
    await shows(page, 'Saved!');
    await expect.poll(() => cards.count()).toBe(13);

    // Stored per member (docs/decisions/0114-custom-objections-saved.md): still there after a
    // reload.
    await page.reload();
    const mine = cards.filter({ hasText: 'We already have an in-house sales team' });
    await mine.waitFor();
    expect(await mine.textContent()).toContain('Custom');
    await page.getByText('12 pre-built · 1 custom').waitFor();

    await mine.getByRole('button', { name: /Delete objection/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await shows(page, 'Deleted!');
    await expect.poll(() => cards.count()).toBe(12);
    expect(errors).toEqual([]);
  });

  it('streams an LLM-written script into the panel and shows the failure toast', async () => {
    const llm = await startFakeLlm();
    const aiServer = await startServer({ AI_BASE_URL: llm.baseURL, AI_MODEL: 'fake-model' });
    try {
      const aiAdmin = await newMemberContext(suite.browser, aiServer.url);
      await signUpVia(aiAdmin.request, { name: 'Ada Admin' });
      const context = await newMemberContext(suite.browser, aiServer.url);
      await approvedMember(aiAdmin, context, 'Lena Llm');
      const page = await context.newPage();
      const errors = watchPageErrors(page);
      await page.goto('/script-generator');
      await appTookOver(page); // the page is drawn in its HTML, inert until then
      await page.getByText('Written by an AI model and streamed as it writes.').waitFor();
      await page.getByLabel('Prospect Name*').fill('Jane Doe');
      await page.getByLabel('Company*').fill('Acme Growth');

      const text = 'Hi Jane,\n\nSaw the SDR news at Acme Growth. Worth a quick chat this week?';
      llm.reply({ kind: 'text', text, chunks: 6 });
      await page.getByRole('button', { name: 'Generate Script' }).click();
      await shows(page, 'Script Generated!');
      expect(await page.getByTestId('script-text').innerText()).toBe(text);
      await page.getByText('Written by fake-model').waitFor();
      expect(llm.requests.at(-1)?.stream).toBe(true);

      // The server retries a 5xx once before giving up.
      llm.reply({ kind: 'error', status: 500 }, { kind: 'error', status: 500 });
      await page.getByRole('button', { name: 'Regenerate' }).click();
      await shows(page, 'Generation Failed');
      await shows(page, 'Failed to generate script. Please try again.');
      // The browser itself reports the failed request; nothing else may log an error.
      expect(errors.filter((error) => !error.includes('status of 502'))).toEqual([]);
    } finally {
      await aiServer.stop();
      await llm.close();
    }
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appTookOver, checkAtBothWidths, watchPageErrors } from './support/browser';
import {
  launchWithExtension,
  platformShows,
  sendOnLinkedIn,
  type ExtensionBrowser,
} from './support/extension';
import { signUpVia } from './support/members';
import { startServer, type RunningServer } from './support/server';

/**
 * The browser extension (docs/decisions/0140-browser-extension.md), built and loaded in
 * Chromium, against the real server, the platforms answered by the dated fixtures at their real
 * addresses and every other request to them refused. Each test connects if it must and writes
 * to a person of its own, so none depends on another.
 */
let server: RunningServer;
let browser: ExtensionBrowser;
let popup: Page;
let errors: string[];

beforeAll(async () => {
  server = await startServer();
  browser = await launchWithExtension(server.url);
  await signUpVia(browser.context.request, { name: 'Sam Member' }); // the first account: approved
  popup = await browser.context.newPage();
  errors = watchPageErrors(popup);
  await popup.goto(`chrome-extension://${browser.id}/popup/index.html`);
});
// Nothing reached the platforms but the fixture pages and their own (simulated) sends.
afterEach(() => {
  expect(browser.refused).toEqual([]);
  expect(errors).toEqual([]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Today = { newDms: number; followUps: number; responses: number };
const today = async (): Promise<Today> =>
  (await (await browser.context.request.get('/api/tracker/today')).json()) as Today;

/**
 * The popup again, as the member opens it: it sends what waits and shows today. Its heading shows
 * before the background has answered; what it shows below (connected or not) follows.
 */
async function openPopup() {
  await popup.reload();
  await popup.locator('main[aria-busy="false"]').waitFor();
}

async function ensureConnected() {
  await openPopup();
  if ((await popup.getByRole('button', { name: 'Disconnect' }).count()) > 0) return;
  await popup.getByLabel('Your DM Sprint address').fill(server.url);
  const connectTab = browser.context.waitForEvent('page');
  await popup.getByRole('button', { name: 'Connect' }).click();
  const tab = await connectTab;
  await tab.getByRole('button', { name: 'Connect' }).waitFor();
  await checkAtBothWidths(tab, 'extension-connect-page');
  await tab.getByRole('button', { name: 'Connect' }).click();
  await tab.getByText('Extension connected').waitFor();
  await popup.getByRole('button', { name: 'Disconnect' }).waitFor();
  await tab.close();
}

async function setMode(platform: string, mode: 'auto' | 'click') {
  await openPopup();
  const toggle = popup.getByRole('switch', { name: platform });
  const on = (await toggle.getAttribute('aria-checked')) === 'true';
  if (on !== (mode === 'auto')) await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-checked')).toBe(String(mode === 'auto'));
}

async function openThread(path: string) {
  const page = await browser.context.newPage();
  await page.goto(`https://www.linkedin.com${path}`);
  return page;
}

const badge = () => browser.worker.evaluate(() => chrome.action.getBadgeText({}));

describe('the browser extension', () => {
  it('connects in one flow: address, the connect page, approve; a token named after the browser', async () => {
    await ensureConnected();
    await expect.poll(() => popup.getByTestId('today-count').textContent()).toMatch(/\/ 28/);
    const tokens = (await (
      await browser.context.request.get('/api/security/api-tokens')
    ).json()) as {
      tokens: { name: string; scope: string }[];
    };
    expect(tokens.tokens).toContainEqual(
      expect.objectContaining({ name: 'DM Sprint extension · Chrome', scope: 'read_log' }),
    );
    await checkAtBothWidths(popup, 'extension-popup');
    const settings = await browser.context.newPage();
    await settings.goto('/settings');
    await appTookOver(settings);
    const card = settings.getByTestId('extension-card');
    await card.scrollIntoViewIfNeeded();
    await expect
      .poll(() => card.getByTestId('extension-versions').textContent())
      .toMatch(/^Extension \d+\.\d+\.\d+ · DM Sprint \d+\.\d+\.\d+ on this server$/);
    const download = await settings.request.get(
      (await card.getByRole('link', { name: /Chrome and Edge/ }).getAttribute('href'))!,
    );
    expect(download.headers()['content-type']).toMatch(/zip/);
    await checkAtBothWidths(settings, 'extension-settings');
    await settings.close();
  });

  it('logs a first message as a new DM, the next as a follow-up, a message reported twice once', async () => {
    await ensureConnected();
    await setMode('LinkedIn', 'auto');
    const before = await today();
    const page = await openThread('/messaging/thread/2-nora-north/');
    await sendOnLinkedIn(page);
    await expect.poll(async () => (await today()).newDms).toBe(before.newDms + 1);
    await sendOnLinkedIn(page);
    await expect.poll(async () => (await today()).followUps).toBe(before.followUps + 1);
    // The receipt and the page both reported each message: still one DM each.
    await openPopup();
    await popup.getByText('Follow-up 1 to Nora North · LinkedIn').waitFor();
    expect(await today()).toMatchObject({
      newDms: before.newDms + 1,
      followUps: before.followUps + 1,
    });
    await page.close();
  });

  it('logs a reply once, and never the history the conversation opens with', async () => {
    await ensureConnected();
    await setMode('LinkedIn', 'auto');
    const page = await openThread('/messaging/thread/2-rory-reply/');
    const sentBefore = (await today()).newDms;
    await sendOnLinkedIn(page);
    await expect.poll(async () => (await today()).newDms).toBe(sentBefore + 1);
    const before = await today();
    await platformShows(page, 'incoming', 'urn:li:msg_message:(reply-1)');
    await platformShows(page, 'incoming', 'urn:li:msg_message:(reply-2)');
    await expect.poll(async () => (await today()).responses).toBe(before.responses + 1);
    await openPopup();
    await popup.getByText('Reply from Rory Reply · LinkedIn').waitFor();
    expect((await today()).responses).toBe(before.responses + 1);
    await page.close();
  });

  it('keeps sends while the server is away and sends them once when it is back', async () => {
    await ensureConnected();
    await setMode('LinkedIn', 'auto');
    const before = await today();
    await server.stop({ keepData: true });
    const page = await openThread('/messaging/thread/2-olive-offline/');
    await sendOnLinkedIn(page);
    await openPopup();
    await expect
      .poll(() => popup.getByTestId('outbox').textContent())
      .toBe('1 waiting to be sent (offline)');
    server = await startServer({}, { port: server.port, dataDir: server.dataDir });
    await openPopup();
    await expect.poll(async () => (await today()).newDms).toBe(before.newDms + 1);
    await popup.getByText('New DM to Olive Offline · LinkedIn').waitFor();
    await openPopup();
    expect((await today()).newDms).toBe(before.newDms + 1);
    await page.close();
  });

  it('in one-click mode shows the DM in the badge and logs it on the click, with Undo', async () => {
    await ensureConnected();
    const before = await today();
    const waiting = Number(await badge()) || 0;
    const page = await browser.context.newPage();
    await page.goto('https://x.com/i/chat/xavier_click');
    await page.locator('[data-testid="dm-composer-textarea"]').fill('(a message)');
    await page.keyboard.press('Enter');
    await platformShows(page, 'outgoing');
    await expect.poll(badge).toBe(String(waiting + 1));
    expect((await today()).newDms).toBe(before.newDms);
    await openPopup();
    await popup.getByText('DM · xavier_click · X').waitFor();
    await popup.getByRole('button', { name: 'Log DM' }).click();
    await expect.poll(async () => (await today()).newDms).toBe(before.newDms + 1);
    await expect.poll(badge).toBe(waiting === 0 ? '' : String(waiting));
    await popup.getByText('New DM to Xavier Click · X').waitFor();
    await popup.getByRole('button', { name: 'Undo' }).first().click();
    await expect.poll(async () => (await today()).newDms).toBe(before.newDms);
    await page.close();
  });

  it('logs nothing on a page whose markup it does not know, and says so', async () => {
    await ensureConnected();
    await setMode('LinkedIn', 'auto');
    const before = await today();
    const waiting = await badge();
    const page = await openThread('/messaging/thread/2-redesign-una/');
    await platformShows(page, 'outgoing');
    await platformShows(page, 'incoming');
    await openPopup();
    await page.bringToFront();
    await popup.getByRole('button', { name: 'Check this page' }).click();
    await popup.getByText('This page’s layout is not one DM Sprint knows').waitFor();
    expect(await today()).toEqual(before);
    expect(await badge()).toBe(waiting);
    await page.close();
  });

  it('disconnects: the token stops working and leaves the API tokens list', async () => {
    await ensureConnected();
    const token = await browser.worker.evaluate(
      async () =>
        ((await chrome.storage.local.get('state')) as { state: { connection: { token: string } } })
          .state.connection.token,
    );
    await popup.getByRole('button', { name: 'Disconnect' }).click();
    await popup.getByLabel('Your DM Sprint address').waitFor();
    const me = await browser.context.request.get('/api/v1/me', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status()).toBe(401);
    const tokens = (await (
      await browser.context.request.get('/api/security/api-tokens')
    ).json()) as {
      tokens: { name: string }[];
    };
    expect(tokens.tokens.map((entry) => entry.name)).not.toContain('DM Sprint extension · Chrome');
  });
});

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page, type Route, type Worker } from 'playwright-core';
import { appendFixtureMessage } from '../../extension/fixtures/fixture-page';
import { CHROMIUM_FLAGS, chromiumPath } from './browser';

const FIXTURES = path.resolve('extension/fixtures');
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8');

/**
 * The built extension (npm run build: dist-extension/chromium), copied with one change for the
 * tests: the server's origin (localhost, any port) is already held, so the popup's
 * permissions.request answers at once. Chrome asks for an optional permission in a dialog of its
 * own that no automation can answer; everything else is the extension as shipped.
 */
function extensionCopy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'dm-sprint-extension-'));
  cpSync(path.resolve('dist-extension/chromium'), dir, { recursive: true });
  const manifestFile = path.join(dir, 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, unknown>;
  writeFileSync(
    manifestFile,
    JSON.stringify({ ...manifest, host_permissions: ['http://localhost/*'] }),
  );
  return dir;
}

/** The four platforms: every request to them is answered here or refused. */
const PLATFORM = /^https:\/\/(www\.linkedin\.com|www\.instagram\.com|x\.com|www\.facebook\.com)\//;

type Pages = Record<string, { fixture: string; person?: [string, string] }>;

/**
 * Which fixture answers which address: a thread path's last segment names the person, so each
 * test writes to a prospect of its own (`/messaging/thread/2-nora-north/` shows nora-north).
 */
function pageFor(url: URL): string | null {
  const last = url.pathname.split('/').filter(Boolean).pop() ?? '';
  const pages: Pages = {
    // A thread after a redesign the detectors do not know.
    '/messaging/thread/2-redesign': { fixture: 'linkedin-unknown-markup-2027-01-15.html' },
    '/messaging/thread/': {
      fixture: 'linkedin-thread-2026-07-31.html',
      person: ['jordan-example-1a2b3c', last.replace(/^2-/, '')],
    },
    '/i/chat/': { fixture: 'x-chat-thread-2026-06-30.html', person: ['jordan_example', last] },
  };
  const found = Object.entries(pages).find(([prefix]) => url.pathname.startsWith(prefix));
  if (!found) return null;
  const { fixture: name, person } = found[1];
  const html = fixture(name);
  return person ? html.replaceAll(person[0], person[1]) : html;
}

let sent = 0;

/** LinkedIn's answer to createMessage, as the fixture describes it, with a new message id. */
function createMessageAnswer() {
  const { answer } = JSON.parse(fixture('linkedin-create-message-2026-07-31.json')) as {
    answer: { value: { entityUrn: string } };
  };
  sent += 1;
  answer.value.entityUrn = `urn:li:msg_message:(urn:li:fsd_profile:ACoAAFixtureMember,2-e2e${sent})`;
  return answer;
}

export type ExtensionBrowser = {
  context: BrowserContext;
  worker: Worker;
  id: string;
  /** Requests to the platforms that no fixture answers: refused, and listed here. */
  refused: string[];
  close: () => Promise<void>;
};

/** Chromium with the built extension, the platforms answered by the fixtures and nothing else. */
export async function launchWithExtension(baseURL: string): Promise<ExtensionBrowser> {
  const dir = extensionCopy();
  const profile = mkdtempSync(path.join(tmpdir(), 'dm-sprint-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    headless: true,
    baseURL,
    viewport: { width: 1280, height: 900 },
    args: [...CHROMIUM_FLAGS, `--disable-extensions-except=${dir}`, `--load-extension=${dir}`],
  });
  const refused: string[] = [];
  await context.route(PLATFORM, async (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (url.pathname === '/favicon.ico') return route.fulfill({ status: 404, body: '' });
    if (
      request.method() === 'POST' &&
      url.pathname.endsWith('voyagerMessagingDashMessengerMessages')
    ) {
      return route.fulfill({ json: createMessageAnswer() });
    }
    const html = request.resourceType() === 'document' ? pageFor(url) : null;
    if (html !== null) return route.fulfill({ contentType: 'text/html', body: html });
    refused.push(`${request.method()} ${request.url()}`);
    return route.abort('blockedbyclient');
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  return {
    context,
    worker,
    id: new URL(worker.url()).host,
    refused,
    close: async () => {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** The platform's own script, as the fixture's templates describe it: a new message appears. */
export const platformShows = (page: Page, direction: 'outgoing' | 'incoming', id = 'none') =>
  page.evaluate(
    `(${appendFixtureMessage.toString()})(document, ${JSON.stringify(direction)}, ${JSON.stringify(id)}) && undefined`,
  );

/**
 * The member writes and presses Enter in LinkedIn's composer; LinkedIn's page sends it
 * (createMessage, answered by the fixture) and shows it under the id of its answer.
 */
export async function sendOnLinkedIn(page: Page) {
  await page.locator('.msg-form__contenteditable').click();
  await page.keyboard.type('(a message)');
  await page.keyboard.press('Enter');
  const urn = await page.evaluate(async () => {
    const thread = location.pathname.split('/').filter(Boolean).pop();
    const response = await fetch(
      '/voyager/api/voyagerMessagingDashMessengerMessages?action=createMessage',
      {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify({
          message: {
            body: { text: '(a message)' },
            conversationUrn: `urn:li:msg_conversation:(urn:li:fsd_profile:ACoAAFixtureMember,${thread})`,
          },
        }),
      },
    );
    return ((await response.json()) as { value: { entityUrn: string } }).value.entityUrn;
  });
  await platformShows(page, 'outgoing', urn);
  return urn;
}

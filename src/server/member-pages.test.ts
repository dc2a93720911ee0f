import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/test/test-app';
import type { Caller } from '@/test/http';
import { createCommunity, signUp } from '@/test/http';

const page = (frame: string) =>
  `<!doctype html><html><head><title>DM Sprint</title>
    <link rel="preload" as="fetch" crossorigin fetchpriority="low" href="/api/me">
  </head>
  <body>
    <div id="root">${frame}</div>
  </body>
</html>`;

/** A build's member pages as scripts/build/app-pages.ts writes them, each with its frame. */
function builtWebRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'dm-sprint-member-pages-'));
  mkdirSync(path.join(root, 'pages'));
  writeFileSync(path.join(root, 'index.html'), page('LANDING'));
  writeFileSync(path.join(root, 'app.html'), page(''));
  for (const name of ['dashboard', 'admin', 'settings', 'logs-manager'])
    writeFileSync(path.join(root, 'pages', `${name}.html`), page(`${name.toUpperCase()}-FRAME`));
  return root;
}

/** The root element's content and the data the page carries for the browser. */
async function open(t: TestApp, url: string, cookie = '') {
  const response = await t.app.request(url, { headers: cookie ? { cookie } : {} });
  const html = await response.text();
  const root = html.slice(html.indexOf('<div id="root"'));
  const state = html.match(/<script type="application\/json" id="page-state">(.*?)<\/script>/s);
  return { response, html, root, state: state ? (JSON.parse(state[1]) as unknown) : null };
}

/** The keys of the queries a page carries for the browser, each as JSON. */
const drawnQueryKeys = (state: unknown) =>
  (state as { queries: { key: unknown[] }[] }).queries.map((query) => JSON.stringify(query.key));

/** Today's badge as the member reads it ("… 2/28"), without tags and React's text separators. */
const sentGoal = (html: string) => {
  const start = html.indexOf('data-testid="sent-goal"');
  return html.slice(start, start + 400).replace(/<[^>]*>/g, '');
};

describe('member pages rendered on the server with the member’s data', () => {
  let t: TestApp;
  let community: Awaited<ReturnType<typeof createCommunity>>;
  let amy: Caller;

  beforeAll(async () => {
    t = await createTestApp({ webRoot: builtWebRoot(), memberPages: true });
    community = await createCommunity(t);
    amy = await community.approved('Amy Approved');
    for (const handle of ['one', 'two'])
      expect((await amy.post('/api/dms', { profileUrl: `https://x.com/${handle}` })).status).toBe(
        201,
      );
  });
  afterAll(() => t?.close());

  it("draws the member's dashboard with their numbers, and carries the queries it drew", async () => {
    const { response, html, root, state } = await open(t, '/dashboard', amy.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('vary')).toMatch(/Cookie/);
    expect(root).toContain('Welcome back, Amy Approved');
    expect(sentGoal(root)).toMatch(/: 2\/28(?!\d)/);
    expect(root).not.toContain('DASHBOARD-FRAME');
    expect(html).not.toContain('rel="preload" as="fetch"'); // the data is in the page
    // Painted once whole (the element after the root parsed), its taps held until taken over.
    expect(html).toMatch(
      /<head>.*<link rel="expect" href="#page-drawn" blocking="render">.*<\/head>/s,
    );
    expect(root).toMatch(
      /^<div id="root" data-taking-over>.*<\/div><span id="page-drawn" hidden><\/span>/s,
    );
    expect(root).toMatch(/<button inert data-held /); // its controls held until taken over
    const keys = drawnQueryKeys(state);
    expect(keys).toEqual(expect.arrayContaining(['["me"]']));
    expect(keys.length).toBeGreaterThan(1);
  });

  it('sends the frame to a visitor without a session, or with a session that is not one', async () => {
    for (const cookie of ['', 'better-auth.session_token=forged.value']) {
      const { response, root, state } = await open(t, '/dashboard', cookie);
      expect(response.status).toBe(200);
      expect(root).toContain('DASHBOARD-FRAME');
      expect(state).toBeNull();
    }
  });

  it('sends the frame to a member awaiting approval: the app shows them the pending panel', async () => {
    const pat = await community.pending('Pat Pending');
    const { root, html } = await open(t, '/dashboard', pat.cookie);
    expect(root).toContain('DASHBOARD-FRAME');
    expect(html).not.toContain('Pat Pending');
  });

  it("draws the Logs Manager with the day's DMs and the member's setters (the Team Management card)", async () => {
    expect((await amy.post('/api/setters', { setterName: 'Sam Setter' })).status).toBe(201);
    const { root, state } = await open(t, '/logs-manager', amy.cookie);
    expect(root).toContain('https://x.com/one');
    expect(root).toContain('Sam Setter');
    expect(drawnQueryKeys(state)).toContain('["setters","all"]');
  });

  it('draws the admin page for the coach only', async () => {
    expect((await open(t, '/admin', amy.cookie)).root).toContain('ADMIN-FRAME');
    const coach = await open(t, '/admin', community.admin.cookie);
    expect(coach.root).not.toContain('ADMIN-FRAME');
    expect(coach.root).toContain('Amy Approved'); // the members' list
  });

  it("draws the coach's count of sign-ups waiting on Admin with every page, a member's pages without it", async () => {
    await community.pending('Pia Waiting');
    const coach = await open(t, '/dashboard', community.admin.cookie);
    expect(coach.root).toContain('data-pending-badge');
    expect(drawnQueryKeys(coach.state)).toContain('["admin","users","pending-count"]');
    expect((await open(t, '/dashboard', amy.cookie)).root).not.toContain('data-pending-badge');
  });

  it("never shows one member's data to another", async () => {
    const ben = await community.approved('Ben Other');
    const { html } = await open(t, '/dashboard', ben.cookie);
    expect(html).toContain('Ben Other');
    expect(html).not.toContain('Amy Approved');
    expect(sentGoal(html)).toMatch(/: 0\/28(?!\d)/);
  });

  it('keeps what a member typed inside the page data and the page as text', async () => {
    const name = '</script><script>alert(1)</script>';
    const mallory = await signUp(t, { name });
    await community.decide(mallory.userId, 'approved');
    const { html, root } = await open(t, '/settings', mallory.cookie);
    expect(html).not.toContain('<script>alert(1)');
    expect(root).toContain('&lt;/script&gt;');
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { e2eSuite } from './support/suite';
import { approve, signUpVia, uniqueEmail } from './support/members';

/** Stored XSS: hostile text in every field a member can fill ends up inert on every page. */
const IMG = '<img src=x onerror="alert(\'img\')">';
const SVG = '"><svg onload="alert(\'svg\')">';
const JS_URL = 'javascript:alert(1)';

const suite = e2eSuite({ admin: true });
let member: BrowserContext;

beforeAll(async () => {
  member = await suite.context();
  const account = await signUpVia(member.request, {
    name: `${IMG} ${SVG}`,
    email: uniqueEmail('hostile'),
  });
  await approve(suite.admin, account.userId);
  const request = member.request;
  // a pending member with a hostile name and company shows on the admin panel
  const stranger = await suite.context();
  await signUpVia(stranger.request, { name: SVG, company: IMG, email: uniqueEmail('stranger') });

  expect((await request.post('/api/dms', { data: { profileUrl: JS_URL } })).status()).toBe(400);
  await request.patch('/api/settings', { data: { soloMode: false, settersCount: 1 } });
  expect((await request.post('/api/setters', { data: { setterName: IMG } })).status()).toBe(201);
  const logged = await request.post('/api/dms', {
    data: { profileUrl: 'https://www.linkedin.com/in/jane-doe', setterName: IMG },
  });
  expect(logged.status()).toBe(201);
  const { dm } = (await logged.json()) as { dm: { id: string } };
  await request.patch(`/api/dms/${dm.id}`, {
    data: { prospectName: IMG, companyName: SVG, notes: `${IMG} ${JS_URL}` },
  });
  await request.post(`/api/dms/${dm.id}/reply`);
  expect(
    (
      await request.post('/api/scripts', {
        data: {
          scriptType: 'cold_dm',
          tone: 'casual',
          prospect: IMG,
          company: SVG,
          generatedScript: `Hi ${IMG} ${SVG} ${JS_URL}`,
        },
      })
    ).status(),
  ).toBe(201);
  expect(
    (
      await request.post('/api/objections', {
        data: { objection: IMG, response: `${SVG} ${JS_URL}` },
      })
    ).status(),
  ).toBe(201);
});

describe('stored XSS', () => {
  it('renders every hostile value as text on every page', async () => {
    const dialogs: string[] = [];
    for (const [context, paths] of [
      [suite.admin, ['/admin']],
      [
        member,
        [
          '/dashboard',
          '/logs-manager',
          '/prospect-tracker',
          '/script-generator',
          '/objection-handler',
          '/progress',
          '/analytics',
          '/settings',
        ],
      ],
    ] as const) {
      const page = await context.newPage();
      page.on('dialog', (dialog) => {
        dialogs.push(`${page.url()}: ${dialog.message()}`);
        void dialog.dismiss();
      });
      for (const path of paths) {
        await page.goto(path);
        await page.locator('main h1').first().waitFor();
        await page.waitForLoadState('networkidle');
        // The Settings bookmarklet is the one javascript: link: our code, built from the origin.
        const scriptLinks = await page
          .locator('a[href^="javascript:" i]:not([data-testid="bookmarklet"])')
          .count();
        expect(scriptLinks, `${path} has a javascript: link`).toBe(0);
        const injected = await page.locator('main img[src="x"], main svg[onload]').count();
        expect(injected, `${path} rendered injected markup`).toBe(0);
      }
      await page.close();
    }
    // the hostile text is shown, as text
    const page = await member.newPage();
    await page.goto('/prospect-tracker');
    await page.getByText(IMG).first().waitFor();
    expect(dialogs).toEqual([]);
  });
});

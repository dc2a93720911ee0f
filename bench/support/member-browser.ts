// The browser benches' member: a phone-sized Chromium context (375 px, touch) holding the
// member's session cookie, on a server of one build.
import type { Browser, BrowserContext } from 'playwright-core';
import { ANDROID_PHONE } from '../../e2e/support/user-agents';

export async function memberContext(
  browser: Browser,
  url: string,
  cookie: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: url,
    viewport: { width: 375, height: 812 },
    hasTouch: true,
    isMobile: true,
    userAgent: ANDROID_PHONE, // the server draws for the screen it guesses from this
    bypassCSP: true, // waitForFunction evaluates a string; the app's CSP forbids that
  });
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const [name, ...value] = pair.split('=');
      return { name, value: value.join('='), url };
    }),
  );
  return context;
}

// `npm run bench -- log-dm`: how fast logging a DM feels, in Chromium at 375 px with a 4× CPU
// slowdown (CDP Emulation.setCPUThrottlingRate), signed in as a member with 300 DMs. Needs
// `npm run build` first. Per run: the dashboard's Log DM button → the dialog's field on screen,
// and the dialog's submit → the new count on screen (each to the next animation frame), plus
// the longest Event Timing entry of the run's clicks (what INP reports). Target: ≤ 100 ms each.
import { existsSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser';
import { startServer } from '../e2e/support/server';
import { benchRequests } from './support/knobs';
import { signedInMember } from './support/signed-in-member';
import { fmt, summarize } from './support/stats';

const CPU_SLOWDOWN = 4;

type Step = 'open' | 'submit';

/**
 * Clicks the step's button in the page and resolves with the ms until, at an animation frame,
 * the screen shows its result: the dialog's field (open), a new count (submit).
 */
function timeStep(page: Page, step: Step) {
  return page.evaluate(
    (step) =>
      new Promise<number>((resolve) => {
        const count = () => document.querySelector('[data-testid=sent-goal]')?.textContent;
        const field = () => document.querySelector('[role=dialog] input') !== null;
        const button =
          step === 'open'
            ? [...document.querySelectorAll('main button')].find(
                (candidate) => candidate.textContent?.trim() === 'Log DM',
              )
            : document.querySelector('[role=dialog] button[type=submit]');
        const before = count();
        const done = () => (step === 'open' ? field() : count() !== before);
        const started = performance.now();
        (button as HTMLElement).click();
        const check = () => {
          if (done()) resolve(performance.now() - started);
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    step,
  );
}

export default async function logDmBench() {
  if (!existsSync('dist/index.html')) throw new Error('Build the app first: npm run build');
  const runs = benchRequests(7);
  const { server, cookie } = await signedInMember(await startServer());
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 375, height: 812 },
      hasTouch: true,
      isMobile: true,
    });
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const [name, ...value] = pair.split('=');
        return { name, value: value.join('='), url: server.url };
      }),
    );
    const page = await context.newPage();
    await page.goto('/dashboard');
    await page.getByTestId('sent-goal').filter({ hasNotText: '–' }).waitFor();
    await page.waitForLoadState('networkidle'); // the dialogs' chunk, preloaded when idle
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.evaluate(() => {
      const events: number[] = [];
      (window as unknown as { benchEvents: number[] }).benchEvents = events;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (entry.name === 'click') events.push(entry.duration);
      }).observe({
        type: 'event',
        durationThreshold: 16,
        buffered: true,
      } as PerformanceObserverInit);
    });

    const open: number[] = [];
    const submit: number[] = [];
    for (let run = 0; run < runs; run++) {
      open.push(await timeStep(page, 'open'));
      await page
        .getByRole('dialog')
        .getByLabel('Profile URL')
        .fill(`https://www.instagram.com/bench_log_${Date.now()}_${run}`);
      submit.push(await timeStep(page, 'submit'));
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
    const events = await page.evaluate(
      () => (window as unknown as { benchEvents: number[] }).benchEvents,
    );
    const row = (label: string, values: number[]) => {
      const { p50 } = summarize(values);
      console.log(
        `${label}: median ${fmt(p50, 0)} ms (runs ${values.map((v) => fmt(v, 0)).join(', ')}) ${p50 <= 100 ? 'ok' : 'ABOVE 100 ms'}`,
      );
    };
    console.log(`Log DM at ${CPU_SLOWDOWN}× CPU, 375 px, ${runs} runs`);
    row('  open: Log DM → field on screen', open);
    row('  submit → new count on screen', submit);
    console.log(
      `  longest click (Event Timing, what INP reports): ${events.length ? fmt(Math.max(...events), 0) : '< 16'} ms`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

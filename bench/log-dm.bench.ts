// `npm run bench -- log-dm`: how fast logging a DM feels, in Chromium at 375 px with a 4× CPU
// slowdown (CDP Emulation.setCPUThrottlingRate; BENCH_CPU_SLOWDOWN sets another), signed in as
// a member with 300 DMs. Needs `npm run build` first. Per run: the dashboard's Log DM button →
// the dialog's field on screen, and the dialog's submit → the new count on screen (each to the
// next animation frame), plus the longest Event Timing entry of the run's clicks (what INP
// reports). Target: ≤ 100 ms each.
// Then the same steps without the slowdown, each under a trace: the main thread's CPU time from
// the click to that frame, a figure that other load on the machine barely moves. BENCH_ROUNDS
// (3) rounds, each in a fresh page; with `--baseline <ref>` the ref's build and this tree's
// take turns, round by round, and the table holds both and their ratio.
import type { CDPSession, Page } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser';
import { alternately, baselineRef, benchVariants, type Variant } from './support/baseline';
import { Comparison, recordCurrentFigures } from './support/compare';
import { benchCpuSlowdown, benchRequests, benchRounds, cpuSlowdownSetting } from './support/knobs';
import { mainThreadCpu } from './support/main-thread-cpu';
import { memberContext } from './support/member-browser';
import { memberServer } from './support/signed-in-member';
import { fmt, summarize } from './support/stats';

const CPU_SLOWDOWN = benchCpuSlowdown();

type Step = 'open' | 'submit';

/**
 * Clicks the step's button with a real (trusted) click and resolves with the ms from the click
 * event until, at an animation frame, the screen shows its result: the dialog's field (open),
 * a new count (submit). Page code is passed as strings: tsx would wrap named inner functions
 * in a helper the page lacks.
 */
async function timeStep(page: Page, step: Step): Promise<number> {
  await page.evaluate(`(() => {
    const count = () => document.querySelector('[data-testid=sent-goal]')?.textContent;
    const before = count();
    window.benchDone = null;
    window.benchCheck = ${JSON.stringify(step)} === 'open'
      ? () => document.querySelector('[role=dialog] input') !== null
      : () => count() !== before;
  })()`);
  const button =
    step === 'open'
      ? page.getByRole('main').getByRole('button', { name: 'Log DM', exact: true })
      : page.getByRole('dialog').locator('button[type=submit]');
  await button.click();
  const done = await page.waitForFunction('window.benchDone');
  return (await done.jsonValue()) as number;
}

/** Times from each click event to the frame where `window.benchCheck()` first holds. */
const WATCH_CLICKS = `document.addEventListener('click', (event) => {
  const clickedAt = event.timeStamp;
  performance.mark('bench-click');
  const check = () => {
    if (window.benchCheck && window.benchCheck()) {
      performance.mark('bench-done');
      window.benchDone = performance.now() - clickedAt;
    } else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}, true)`;

/**
 * Opens the dialog, fills it and submits, `runs` times: each step's wall ms, or, given a CDP
 * session, the main thread's CPU ms between the step's marks.
 */
async function logRuns(page: Page, runs: number, cdp?: CDPSession) {
  const measure = (step: Step) =>
    cdp
      ? mainThreadCpu(cdp, { from: 'bench-click', to: 'bench-done' }, async () => {
          await timeStep(page, step);
        })
      : timeStep(page, step);
  const open: number[] = [];
  const submit: number[] = [];
  for (let run = 0; run < runs; run++) {
    open.push(await measure('open'));
    await page
      .getByRole('dialog')
      .getByLabel('Profile URL')
      .fill(`https://www.instagram.com/bench_log_${Date.now()}_${run}`);
    submit.push(await measure('submit'));
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  }
  return { open, submit };
}

export default async function logDmBench() {
  const variants = benchVariants();
  const runs = benchRequests(7);
  const rounds = benchRounds();
  const comparison = new Comparison(`Log DM at ${CPU_SLOWDOWN}× CPU, 375 px`, variants);
  const servers = new Map<Variant, Awaited<ReturnType<typeof memberServer>>>();
  const browser = await launchBrowser();
  try {
    for (const variant of variants) servers.set(variant, await memberServer(variant.root));
    await alternately(variants, rounds, async (variant) => {
      comparison.sampleMachine();
      const { server, cookie } = servers.get(variant)!;
      const context = await memberContext(browser, server.url, cookie);
      try {
        const page = await context.newPage();
        await page.goto('/dashboard');
        await page.getByTestId('sent-goal').filter({ hasNotText: '–' }).waitFor();
        await page.waitForLoadState('networkidle'); // the dialogs' chunk, preloaded when idle
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        await page.evaluate(WATCH_CLICKS);
        await page.evaluate(`(() => {
          window.benchEvents = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) {
              if (entry.name === 'click') window.benchEvents.push(entry.duration);
            }
          }).observe({ type: 'event', durationThreshold: 16, buffered: true });
        })()`);
        const wall = await logRuns(page, runs);
        const events = await page.evaluate<number[]>('window.benchEvents');
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        const cpu = await logRuns(page, runs, cdp);
        const add = (label: string, values: number[], digits = 0, target?: string) =>
          comparison.add(label, variant, median(values), 'ms', digits, target);
        add(`open: Log DM → field on screen, ${CPU_SLOWDOWN}×`, wall.open, 0, '≤ 100 ms');
        add(`submit → new count on screen, ${CPU_SLOWDOWN}×`, wall.submit, 0, '≤ 100 ms');
        add('longest click (Event Timing, INP)', [events.length ? Math.max(...events) : 16]);
        add('main-thread CPU, no slowdown: open', cpu.open, 1);
        add('main-thread CPU, no slowdown: submit', cpu.submit, 1);
        console.log(
          `${variant.label}: open ${wall.open.map((v) => fmt(v, 0)).join(', ')} ms; submit ${wall.submit.map((v) => fmt(v, 0)).join(', ')} ms`,
        );
      } finally {
        await context.close();
      }
    });
    console.log(`\neach figure: the median of a round's ${runs} runs; in brackets, each round's`);
    comparison.print();
    const ref = baselineRef();
    if (ref && runs >= 7 && rounds >= 3) {
      recordCurrentFigures(
        'log-dm',
        comparison,
        `${cpuSlowdownSetting()}npm run bench -- log-dm --baseline ${ref}`,
      );
    }
  } finally {
    await browser.close();
    for (const { server } of servers.values()) await server.stop();
  }
}

const median = (values: number[]) => summarize(values).p50;

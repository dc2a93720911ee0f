// A page's boot as the renderer's main thread lived it: a Chromium trace (CDP Tracing) from the
// navigation until the app has taken the page over and the network has then been idle for
// 500 ms, at the CPU slowdown set on the page. (Idle network alone is not the end: a member page
// asks for its scripts once painted, and at 4× its first paint can come more than 500 ms after
// the HTML and the stylesheet, so the trace ended before any script ran in half the loads.)
// With the slowdown, a task's wall time (`dur`) is the slowed time, as Lighthouse's simulation
// and a slow phone see it.
import type { CDPSession, Page } from 'playwright-core';
import { appTookOver } from '../../e2e/support/browser';
import { traceOf } from './trace';

export type Boot = {
  /** the main thread's busy ms: every top-level task's duration summed */
  mainThread: number;
  /** the longest task, ms */
  longest: number;
  /** what each task spent past 50 ms, summed: Total Blocking Time's measure, to the network's idle */
  blocking: number;
  /** tasks of 50 ms and more */
  longTasks: number;
  /** the main thread's CPU time in those tasks (thread time), ms */
  cpu: number;
};

/** Loads `url` in `page` under a trace; answers the renderer main thread's work at boot. */
export async function traceBoot(page: Page, cdp: CDPSession, url: string): Promise<Boot> {
  const events = await traceOf(cdp, 'toplevel,blink.user_timing,__metadata', async () => {
    const quiet = networkQuiet(page);
    await page.goto(url, { waitUntil: 'commit' });
    await appTookOver(page);
    await quiet.after(500);
  });
  // The renderer that navigated: its main thread holds the navigation's start mark.
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const start = events.find(
    (e) => e.name === 'navigationStart' && mains.some((m) => m.pid === e.pid && m.tid === e.tid),
  );
  if (!start) throw new Error(`no navigationStart in the trace of ${url}`);
  const runs = events
    .filter((e) => e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask')
    .filter((e) => e.pid === start.pid && e.tid === start.tid && e.ts >= start.ts);
  const tasks = runs.map((e) => (e.dur ?? 0) / 1000);
  return {
    mainThread: tasks.reduce((total, ms) => total + ms, 0),
    longest: Math.max(0, ...tasks),
    blocking: tasks.reduce((total, ms) => total + Math.max(0, ms - 50), 0),
    longTasks: tasks.filter((ms) => ms >= 50).length,
    cpu: runs.reduce((total, e) => total + (e.tdur ?? 0), 0) / 1000,
  };
}

/** Follows `page`'s requests; `after(ms)` settles once none has been in flight for `ms`. */
function networkQuiet(page: Page) {
  let inFlight = 0;
  let lastChange = performance.now();
  const change = (by: number) => () => {
    inFlight += by;
    lastChange = performance.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return {
    async after(ms: number) {
      while (inFlight > 0 || performance.now() - lastChange < ms) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

// The renderer main thread's CPU time between two `performance.mark`s of the page, from a
// Chromium trace: the thread time (`tdur`) of each top-level task from the one holding the
// first mark to the one holding the second. Unlike a step's wall-clock time it barely moves
// when other processes share the cores, so a loaded machine can still compare two builds.
// Run it without CPU throttling: Chromium's throttle counts as the thread's time.
import type { CDPSession } from 'playwright-core';
import { traceOf } from './trace';

/** Runs `step` under a trace; answers the CPU ms of the main thread from mark `from` to `to`. */
export async function mainThreadCpu(
  cdp: CDPSession,
  marks: { from: string; to: string },
  step: () => Promise<void>,
): Promise<number> {
  const events = await traceOf(cdp, 'toplevel,blink.user_timing', step);
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const at = (name: string) => {
    const mark = events.find((e) => e.name === name && e.tid === main?.tid);
    if (!mark) throw new Error(`no performance mark ${name} in the trace`);
    return mark.ts;
  };
  const [from, to] = [at(marks.from), at(marks.to)];
  return (
    events
      .filter((e) => e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask')
      .filter((e) => e.tid === main?.tid && e.ts + (e.dur ?? 0) >= from && e.ts <= to)
      .reduce((total, e) => total + (e.tdur ?? 0), 0) / 1000
  );
}

import { nextPaint } from './after-next-paint';
import { browserLocale } from './locale';
import { atMost, nextTask } from './tasks';

/**
 * Settles once the Intl warm-up worker a member page starts as its HTML arrives
 * (src/web/public/scripts-after-paint.js, warm-intl.js) has made its formatters.
 */
const workerDone = () => (window as { intlWarmedUp?: Promise<unknown> }).intlWarmedUp;

/** How long the page waits for that worker before making its formatters itself. */
const WORKER_WAIT_MS = 3000;

/**
 * The first Intl calls of a page load the locale data, the list of locales the formatters know
 * and the time zones: 40–150 ms on a laptop in a new browser process, four times that on a phone.
 * The worker loads them for the whole process, off this thread; these steps then take a few
 * milliseconds, each in a task of its own, and none of it is part of the app's first render
 * (every member page formats numbers and reads the browser's time zone there). Without the worker
 * (the app's frame, the dev server) they load the data themselves, once the page has painted.
 */
const STEPS: (() => unknown)[] = [
  () => new Intl.Locale(browserLocale()).maximize(),
  () => new Intl.NumberFormat(browserLocale()).format(0),
  () => Intl.DateTimeFormat().resolvedOptions(),
];

let warmedUp: Promise<void> | undefined;

/** Readies the formatters the first render uses (once); settles when they are. */
export function warmIntl(): Promise<void> {
  return (warmedUp ??= (async () => {
    await atMost(workerDone(), WORKER_WAIT_MS);
    await nextPaint();
    for (const step of STEPS) {
      step();
      await nextTask();
    }
  })());
}

import { afterNextPaint } from './after-next-paint';
import { browserLocale } from './locale';

/**
 * The first Intl calls of a page load the locale data, the list of locales the formatters know
 * and the time zones: about 45 ms on a fast laptop, four times that on a phone, in one task if
 * made at once. Made while the app's scripts are still downloading, once the page has painted,
 * each in a task of its own (the three steps cost about 15, 25 and 5 ms on that laptop), none of
 * it is part of the app's first render (every member page formats numbers and reads the
 * browser's time zone there).
 */
const STEPS: (() => unknown)[] = [
  () => new Intl.Locale(browserLocale()).maximize(),
  () => new Intl.NumberFormat(browserLocale()).format(0),
  () => Intl.DateTimeFormat().resolvedOptions(),
];

export function warmIntlAfterFirstPaint(): void {
  afterNextPaint(() => {
    const next = (index: number) => {
      STEPS[index]();
      if (index + 1 < STEPS.length) setTimeout(() => next(index + 1), 0);
    };
    next(0);
  });
}

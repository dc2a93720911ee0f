import { afterNextPaint } from './after-next-paint';
import { browserLocale } from './locale';

/**
 * The first Intl call of a page loads the locale's data and the time zones (≈ 25 ms on a fast
 * laptop, four times that on a phone): made while the app's scripts are still downloading, once
 * the frame has painted, it is not part of the app's first render (every member page formats
 * numbers and reads the browser's time zone there).
 */
export function warmIntlAfterFirstPaint(): void {
  afterNextPaint(() => {
    Intl.DateTimeFormat().resolvedOptions();
    // A task of its own: the two together took ~75 ms at 4× CPU, a long task (ADR 0142).
    setTimeout(() => new Intl.NumberFormat(browserLocale()).format(0), 0);
  });
}

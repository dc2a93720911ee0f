// A worker, started by a member page as its HTML arrives (scripts-after-paint.js). The first
// formatter of each kind a page makes loads the locale data and the list of locales that kind
// knows: 20–80 ms each on a laptop, four times that on a phone, on the thread that answers taps.
// Those are kept once per browser process, and a worker runs in the page's process: made here,
// on a thread of its own, the page's own formatters (src/web/lib/format.ts) find them ready.
var locale = self.navigator.language || 'en-US';
new Intl.Locale(locale).maximize();
new Intl.NumberFormat(locale, { minimumFractionDigits: 1 }).format(1);
new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(0);
new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', hour: 'numeric' }).formatToParts(0);
new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(1, 'day');
new Intl.PluralRules(locale).select(1);
self.postMessage('done');
self.close();

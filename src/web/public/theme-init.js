// Runs before the first paint (a classic script in <head>, allowed by the CSP's script-src
// 'self'), so a pre-rendered page never flashes the wrong theme. Same rule and storage key as
// preferredTheme() in src/web/lib/theme.ts.
(function () {
  var stored = null;
  try {
    stored = localStorage.getItem('dm-sprint.theme');
  } catch {
    // storage blocked: fall back to the system preference
  }
  var dark =
    stored === 'dark' ||
    (stored !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
})();

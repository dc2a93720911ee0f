export type Theme = 'light' | 'dark';
const KEY = 'dm-sprint.theme'; // also read by public/theme-init.js, before the first paint

export function preferredTheme(): Theme {
  if (typeof window === 'undefined') return 'light'; // pre-rendering at build time
  const stored = localStorage.getItem(KEY);
  if (stored === 'light' || stored === 'dark') return stored;
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function saveTheme(theme: Theme) {
  localStorage.setItem(KEY, theme);
  document.documentElement.classList.toggle('dark', theme === 'dark');
}

export function toggleTheme() {
  saveTheme(document.documentElement.classList.contains('dark') ? 'light' : 'dark');
}

import { Moon, Sun } from 'lucide-react';
import { toggleTheme } from '@/web/lib/theme';
import { Button } from './ui/button';

/**
 * Icon and name follow the `dark` class through CSS, with no React state, so the pre-rendered
 * landing page's toggle works from a plain click listener (main.tsx) before any React loads.
 */
export function ThemeToggle() {
  return (
    <Button variant="ghost" size="icon-sm" data-theme-toggle onClick={toggleTheme}>
      <Moon aria-hidden className="dark:hidden" />
      <Sun aria-hidden className="hidden dark:block" />
      <span className="sr-only dark:hidden">Switch to dark theme</span>
      <span className="sr-only hidden dark:inline">Switch to light theme</span>
    </Button>
  );
}

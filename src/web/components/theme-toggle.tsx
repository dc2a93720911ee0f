import { useState } from 'react';
import { Moon, Sun } from 'lucide-react';
import { preferredTheme, saveTheme, type Theme } from '@/web/lib/theme';
import { Button } from './ui/button';

export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>(preferredTheme);
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-label={`Switch to ${next} theme`}
      onClick={() => {
        saveTheme(next);
        setTheme(next);
      }}
    >
      {theme === 'dark' ? <Sun aria-hidden /> : <Moon aria-hidden />}
    </Button>
  );
}

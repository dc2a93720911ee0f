import { cn } from '@/web/lib/cn';

export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const letters = words.length === 1 ? words[0].slice(0, 2) : words[0][0] + words.at(-1)![0];
  return letters.toUpperCase();
}

export function InitialsAvatar({ name, className }: { name: string | null; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-foreground',
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}

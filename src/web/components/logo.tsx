import { Zap } from 'lucide-react';
import { cn } from '@/web/lib/cn';

export function Logo({ className }: { className?: string }) {
  return (
    <span
      className={cn('inline-flex items-center gap-2 text-lg font-bold tracking-tight', className)}
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <Zap className="size-4" aria-hidden />
      </span>
      <span>DM Sprint</span>
    </span>
  );
}

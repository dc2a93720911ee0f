import { Suspense, useState, type ReactNode } from 'react';
import { usePreloadWhenIdle } from '@/web/lib/when-idle';

export type OnDemandDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

type TriggerProps = {
  onClick: () => void;
  'aria-haspopup': 'dialog';
  'aria-expanded': boolean;
};

/**
 * A dialog that is not needed to paint the page: its code (with the kit's dialog parts) loads
 * once the browser is idle, so the first tap opens it at once, and the dialog mounts on that
 * first tap. `trigger` renders the button that opens it; `children` the dialog, a `lazy()` of
 * `preload`. Focus goes back to that button on close (src/web/components/ui/dialog-focus.ts).
 */
export function OnDemandDialog({
  preload,
  trigger,
  children,
}: {
  preload: () => Promise<unknown>;
  trigger: (props: TriggerProps) => ReactNode;
  children: (props: OnDemandDialogProps) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  usePreloadWhenIdle(preload, 3000);
  return (
    <>
      {trigger({
        onClick: () => {
          setMounted(true);
          setOpen(true);
        },
        'aria-haspopup': 'dialog',
        'aria-expanded': open,
      })}
      {mounted ? (
        <Suspense fallback={null}>{children({ open, onOpenChange: setOpen })}</Suspense>
      ) : null}
    </>
  );
}

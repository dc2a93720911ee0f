import type { ComponentProps } from 'react';
import * as DialogPrimitive from 'radix-ui/dialog';
import { X } from 'lucide-react';
import { cn } from '@/web/lib/cn';
import { useDialogFocus } from './dialog-focus';
import { useOpenedOnce, withOpenedOnce } from './opened-once';
import { HoldToasts, keepToastsUsable } from './dialog-toasts';

export const Dialog = withOpenedOnce(DialogPrimitive.Root);
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export function DialogContent({
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  onInteractOutside,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  const focus = useDialogFocus(onOpenAutoFocus, onCloseAutoFocus);
  const opened = useOpenedOnce();
  if (!opened) return null;
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        data-modal-overlay
        className="fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-out data-[state=closed]:fade-out-0 data-[state=open]:animate-in data-[state=open]:fade-in-0"
      />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border bg-card p-5 shadow-lg data-[state=open]:animate-in data-[state=open]:fade-in-0 data-[state=open]:zoom-in-95 sm:p-6',
          className,
        )}
        {...props}
        {...focus}
        onInteractOutside={keepToastsUsable(onInteractOutside)}
      >
        <HoldToasts />
        {children}
        <DialogPrimitive.Close className="absolute top-2.5 right-2.5 flex size-8 items-center justify-center rounded-md opacity-70 transition-opacity hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none pointer-coarse:top-1.5 pointer-coarse:right-1.5 pointer-coarse:size-11 [&_svg]:size-4">
          <X aria-hidden />
          <span className="sr-only">Close</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-8', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold', className)} {...props} />;
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

import { Toaster } from 'sonner';
import { preferredTheme } from '@/web/lib/theme';

/**
 * The one toast area, styled with the kit's colours; every page's root renders it. Expanded, so
 * an Undo on an older toast stays clickable under a newer one (e.g. a badge).
 */
export function AppToaster() {
  return (
    <Toaster
      expand
      closeButton
      position="top-center"
      theme={preferredTheme()}
      toastOptions={{
        classNames: {
          toast: '!bg-card !text-card-foreground !border-border',
          description: '!text-muted-foreground',
          error: '!border-destructive/60 [&_[data-icon]]:!text-destructive',
          success: '[&_[data-icon]]:!text-success',
          actionButton: '!bg-primary !text-primary-foreground',
        },
      }}
    />
  );
}

import { Toaster } from 'sonner';
import { useMediaQuery } from '@/web/lib/media-query';
import { preferredTheme } from '@/web/lib/theme';

/**
 * The one toast area, styled with the kit's colours; every page's root renders it. On wide
 * screens bottom right, at most three. On phones at the top, at most two, without the small
 * close button (a swipe dismisses): at the bottom they lay over the dashboard's Log buttons and
 * the bottom bar under the thumb. One toast per kind, and none over an open dialog
 * (src/web/lib/toast.ts). Expanded, so an Undo on an older toast stays clickable under a newer
 * one (e.g. a badge).
 */
export function AppToaster() {
  const wide = useMediaQuery('(min-width: 640px)');
  const offset = wide
    ? { bottom: 'var(--toast-bottom)' }
    : { top: 'calc(0.5rem + env(safe-area-inset-top))' };
  return (
    <Toaster
      expand
      closeButton
      position={wide ? 'bottom-right' : 'top-center'}
      offset={offset}
      mobileOffset={offset}
      visibleToasts={wide ? 3 : 2}
      theme={preferredTheme()}
      toastOptions={{
        classNames: {
          toast: '!bg-card !text-card-foreground !border-border',
          description: '!text-muted-foreground',
          error: '!border-destructive/60 [&_[data-icon]]:!text-destructive',
          success: '[&_[data-icon]]:!text-success',
          closeButton: 'pointer-coarse:!hidden', // too small for a thumb; a swipe dismisses
          actionButton:
            '!bg-primary !text-primary-foreground pointer-coarse:!h-11 pointer-coarse:!px-4 pointer-coarse:!text-sm',
        },
      }}
    />
  );
}

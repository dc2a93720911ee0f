import { Toaster } from 'sonner';
import { useMediaQuery } from '@/web/lib/media-query';
import { preferredTheme } from '@/web/lib/theme';

/**
 * The one toast area, styled with the kit's colours; every page's root renders it. At the
 * bottom, above the phone's bottom bar (--toast-bottom): at the top a toast lay over today's
 * count, and over a dialog's title. On wide screens bottom right, at most three, expanded, so an
 * Undo on an older toast stays clickable under a newer one (e.g. a badge). On phones one, the
 * newest (the others wait behind it), not expanded, without the small close button (a swipe
 * dismisses), so it stays below the dashboard card's Log buttons. One toast per kind, and none
 * over an open dialog (src/web/lib/toast.ts).
 */
export function AppToaster() {
  const wide = useMediaQuery('(min-width: 640px)');
  const offset = { bottom: 'var(--toast-bottom)' };
  return (
    <Toaster
      expand={wide}
      closeButton
      position={wide ? 'bottom-right' : 'bottom-center'}
      offset={offset}
      mobileOffset={offset}
      visibleToasts={wide ? 3 : 1}
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

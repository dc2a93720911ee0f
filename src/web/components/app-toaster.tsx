import { Toaster } from 'sonner';
import { useMediaQuery } from '@/web/lib/media-query';
import { preferredTheme } from '@/web/lib/theme';

/**
 * The one toast area, styled with the kit's colours; every page's root renders it. At the
 * bottom, away from the page titles, dialog titles and today's count at the top: on phones above
 * the bottom bar (the `--toast-bottom` offset in styles.css), at most two, without the small
 * close button (a swipe dismisses); on wide screens bottom right, at most three. Expanded, so an
 * Undo on an older toast stays clickable under a newer one (e.g. a badge).
 */
export function AppToaster() {
  const wide = useMediaQuery('(min-width: 640px)');
  const offset = { bottom: 'var(--toast-bottom)' };
  return (
    <Toaster
      expand
      closeButton
      position="bottom-right"
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

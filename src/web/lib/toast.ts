import type * as SonnerModule from 'sonner';

type Sonner = typeof SonnerModule;
let sonner: Sonner | undefined;

/**
 * Hands `show` sonner's `toast`, loaded on the first toast: no page's first screen shows one, so
 * the library stays out of the code every page runs first. Toasts raised meanwhile keep their
 * order (they wait on the one import).
 */
export function loadToasts(): Promise<Sonner> {
  return import('sonner').then((module) => (sonner = module));
}

// Toasts raised before the Toaster mounts (app.tsx: once idle) wait in sonner's store and show
// once it does.
function show(toastWith: (toast: Sonner['toast']) => void): void {
  if (sonner) toastWith(sonner.toast);
  else void loadToasts().then(({ toast }) => toastWith(toast));
}

/**
 * Toasts (docs/product.md, Toasts) are a title plus a message; destructive ones use the error
 * style.
 */
type ToastAction = { label: string; onClick: () => void };

export const notify = {
  success: (title: string, description?: string, action?: ToastAction) =>
    show((toast) => toast.success(title, { description, action })),
  /**
   * With an `id`, a later toast of that id replaces this one instead of stacking; a `sticky` one
   * stays (with a close button) until dismissed.
   */
  error: (title: string, description?: string, id?: string, options?: { sticky?: boolean }) =>
    show((toast) =>
      toast.error(title, {
        description,
        id,
        ...(options?.sticky ? { duration: Infinity, closeButton: true } : {}),
      }),
    ),
  info: (title: string, description?: string, action?: ToastAction) =>
    show((toast) => toast(title, { description, action })),
  warning: (title: string, description?: string) =>
    show((toast) => toast.warning(title, { description })),
};

import type * as SonnerModule from 'sonner';
import type { ToastT } from 'sonner';

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

const CARRIED_KEY = 'dm-sprint:carried-toasts';
const kinds = ['success', 'error', 'info', 'warning'] as const;
type Carried = {
  kind: (typeof kinds)[number];
  title: string;
  description?: string;
  id?: string;
};

function carriable(item: ToastT): Carried | null {
  const kind = kinds.find((name) => name === item.type) ?? 'info';
  if (typeof item.title !== 'string') return null;
  return {
    kind,
    title: item.title,
    description: typeof item.description === 'string' ? item.description : undefined,
    id: typeof item.id === 'string' ? item.id : undefined, // numbers are sonner's own counter
  };
}

/**
 * Keeps the toasts on screen for the next page, when this one is left by a full page load (the
 * sign-in page's own bundle hands over to the app that way). Actions do not survive the trip.
 */
export function carryToastsToNextPage(): void {
  if (!sonner) return; // no toast was ever shown
  const carried = sonner.toast
    .getToasts()
    .flatMap((item) => ('dismiss' in item && item.dismiss ? [] : [carriable(item as ToastT)]))
    .filter((item) => item !== null);
  try {
    if (carried.length > 0) sessionStorage.setItem(CARRIED_KEY, JSON.stringify(carried));
  } catch {
    // storage unavailable (private mode, quota): the toasts end with this page
  }
}

function takeCarried(): Carried[] {
  try {
    const carried = JSON.parse(sessionStorage.getItem(CARRIED_KEY) ?? '[]') as Carried[];
    sessionStorage.removeItem(CARRIED_KEY);
    if (!Array.isArray(carried)) return [];
    return carried.filter((item) => kinds.includes(item?.kind) && typeof item.title === 'string');
  } catch {
    return []; // unavailable storage or a foreign value: nothing to show
  }
}

/** Shows the toasts the previous page carried over, once. Call after the Toaster mounts. */
export function showCarriedToasts(): void {
  for (const { kind, title, description, id } of takeCarried()) {
    if (kind === 'error') notify.error(title, description, id);
    else notify[kind](title, description);
  }
}

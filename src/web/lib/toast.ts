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

type ToastAction = { label: string; onClick: () => void };

export type ToastOptions = {
  /**
   * Toasts of one kind replace each other: the newest shows, never a stack of them. By default
   * a toast's kind is its title; an action's outcomes share one (`'log-dm'`: its success, its
   * failure, its saved-on-this-device), so a later success takes a stale error's place.
   */
  kind?: string;
  action?: ToastAction;
  /** Stays (with a close button) until dismissed. */
  sticky?: boolean;
  /** Other kinds this toast takes the place of (the checks of the same action, say). */
  replaces?: readonly string[];
};

type Variant = 'success' | 'error' | 'info' | 'warning';
type Entry = {
  id: string;
  kind: string;
  variant: Variant;
  title: string;
  description?: string;
  options: ToastOptions;
};

/**
 * The toasts on screen, one per kind; those put away while a dialog is open (`holdToasts`); how
 * many dialogs are open. The toast area's own state, like sonner's store it drives.
 */
const onScreen = new Map<string, Entry>();
let putAway: Entry[] = [];
let dialogsOpen = 0;
let made = 0;

function display(entry: Entry) {
  const { id, variant, title, description, options } = entry;
  const gone = () => {
    if (onScreen.get(entry.kind) === entry) onScreen.delete(entry.kind);
  };
  show((toast) => {
    if (onScreen.get(entry.kind) !== entry) return; // replaced before sonner had loaded
    const data = {
      id,
      description,
      action: options.action,
      onDismiss: gone,
      onAutoClose: gone,
      ...(options.sticky ? { duration: Infinity, closeButton: true } : {}),
    };
    if (variant === 'info') toast(title, data);
    else toast[variant](title, data);
  });
}

function remove(kind: string) {
  putAway = putAway.filter((entry) => entry.kind !== kind);
  const shown = onScreen.get(kind);
  if (!shown) return;
  onScreen.delete(kind);
  show((toast) => toast.dismiss(shown.id));
}

function raise(
  variant: Variant,
  title: string,
  description?: string,
  kindOrOptions: ToastOptions | string = {},
) {
  const options = typeof kindOrOptions === 'string' ? { kind: kindOrOptions } : kindOrOptions;
  const kind = options.kind ?? title;
  for (const each of [kind, ...(options.replaces ?? [])]) remove(each);
  // A new id each time: a replaced toast leaves, and the new one gets its full time on screen.
  const entry: Entry = { id: `${kind}#${++made}`, kind, variant, title, description, options };
  onScreen.set(kind, entry);
  display(entry);
}

/**
 * A dialog is open (the kit's dialogs call it while they are mounted): the toasts already on
 * screen would lie over it, and a modal dialog leaves them inert, so they are put away and come
 * back when the last dialog closes. Toasts raised while it is open (its own checks, its
 * outcome such as 'Webhook added') show, and stay the newest, the one in front: then the older
 * ones do not come back, but a sticky one (an error that waits to be read), which comes back
 * under them. Answers the release.
 */
export function holdToasts(): () => void {
  if (dialogsOpen++ === 0) {
    const shown = [...onScreen.values()];
    for (const entry of shown) remove(entry.kind);
    putAway = shown;
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--dialogsOpen > 0) return;
    const newer = [...onScreen.values()];
    const back = putAway.filter(
      (entry) => !onScreen.has(entry.kind) && (newer.length === 0 || entry.options.sticky),
    );
    putAway = [];
    if (back.length === 0) return;
    // sonner puts the last toast raised in front: the newer ones are raised again after.
    for (const entry of newer) remove(entry.kind);
    for (const entry of [...back, ...newer]) {
      raise(entry.variant, entry.title, entry.description, entry.options);
    }
  };
}

/**
 * Toasts (docs/product.md, Toasts) are a title plus a message; destructive ones use the error
 * style. One toast per kind (`ToastOptions.kind`, by default the title).
 */
export const notify = {
  success: (title: string, description?: string, options?: ToastOptions) =>
    raise('success', title, description, options),
  /** `options` may be just the kind (a string), as the standing auth toasts give it. */
  error: (title: string, description?: string, options?: ToastOptions | string) =>
    raise('error', title, description, options),
  info: (title: string, description?: string, options?: ToastOptions) =>
    raise('info', title, description, options),
  warning: (title: string, description?: string, options?: ToastOptions) =>
    raise('warning', title, description, options),
  /** Takes the toast of that kind away (it no longer holds). */
  dismiss: (kind: string) => remove(kind),
};

import type { ComponentType } from 'react';
import { paths } from '@/shared/paths';

type PageModule = { default: ComponentType };

/** Each page's lazy chunk, by path (no router here: main.tsx imports this before the app). */
const loaders = {
  [paths.auth]: () => import('./pages/auth'),
  [paths.resetPassword]: () => import('./pages/reset-password'),
  [paths.dashboard]: () => import('./pages/dashboard'),
  [paths.scriptGenerator]: () => import('./pages/script-generator'),
  [paths.dmScriptGenerator]: () => import('./pages/script-generator'),
  [paths.logsManager]: () => import('./pages/logs-manager'),
  [paths.vault]: () => import('./pages/vault'),
  [paths.objectionHandler]: () => import('./pages/objection-handler'),
  [paths.prospectTracker]: () => import('./pages/prospect-tracker'),
  [paths.progress]: () => import('./pages/progress'),
  [paths.analytics]: () => import('./pages/analytics'),
  [paths.settings]: () => import('./pages/settings'),
  [paths.admin]: () => import('./pages/admin'),
  [paths.share]: () => import('./pages/share'),
  [paths.connectExtension]: () => import('./pages/connect-extension'),
} satisfies Record<string, () => Promise<PageModule>>;

export type PagePath = keyof typeof loaders;

/**
 * The pages inside the member app's frame (router.tsx): each gets HTML of its own at build
 * time, with the frame pre-rendered and its scripts preloaded (scripts/build/postbuild.ts).
 */
export const framedPages = [
  paths.dashboard,
  paths.scriptGenerator,
  paths.dmScriptGenerator,
  paths.logsManager,
  paths.vault,
  paths.objectionHandler,
  paths.prospectTracker,
  paths.progress,
  paths.analytics,
  paths.settings,
  paths.admin,
] as const satisfies readonly PagePath[];

/**
 * The framed pages the frame draws themselves, not placeholders: those whose first screen is the
 * same for every member (the vault, the script generator's form, the objection list), and those
 * that draw their own placeholders where the member's data goes until the member is known
 * (Settings, the logs manager, the Prospect Tracker: its header, stat cards, tabs and filters). Their words are in the HTML, so the app's first render paints
 * nothing larger above the fold.
 */
const drawnInFrame = new Set<string>([
  paths.scriptGenerator,
  paths.dmScriptGenerator,
  paths.vault,
  paths.objectionHandler,
  paths.settings,
  paths.logsManager,
  paths.prospectTracker,
]);

const loading = new Map<string, Promise<PageModule>>();
const loaded = new Map<string, ComponentType>();

/** The page's module, fetched once: the router and main.tsx's early start share the promise. */
export function loadPage(path: PagePath): Promise<PageModule> {
  if (!loading.has(path)) {
    const page = loaders[path]();
    void page.then((module) => loaded.set(path, module.default));
    loading.set(path, page);
  }
  return loading.get(path)!;
}

/** The page's component, if its module has loaded. */
export const loadedPage = (path: PagePath): ComponentType | undefined => loaded.get(path);

/** The page the frame draws at `pathname`, if it draws itself there and its module has loaded. */
export function pageDrawnInFrame(pathname: string): ComponentType | undefined {
  return drawnInFrame.has(pathname) ? loaded.get(pathname) : undefined;
}

/** Starts fetching the chunk of the page at `pathname`, if it is one; resolves once loaded. */
export function preloadPage(pathname: string): Promise<PageModule | null> {
  return pathname in loaders ? loadPage(pathname as PagePath) : Promise.resolve(null);
}

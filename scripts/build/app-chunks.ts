// How the member app is cut into files. Left to itself the bundler made 40–60 small chunks per
// page, fetched in rounds on a phone's slow network; grouped, a page needs the entry, the app's
// libraries, the app's own shared code, the boot chunk and its page (plus lazy extras).
import { readFileSync } from 'node:fs';
import type { Rolldown } from 'vite';

type CodeSplitting = Exclude<Rolldown.OutputOptions['codeSplitting'], boolean | undefined>;

/**
 * React and the app's frame (the offline outbox): every member page runs them first. Not here:
 * the service worker's workbox-window (src/web/app/boot.tsx loads it once idle) and sonner (the
 * first toast loads it: src/web/lib/toast.ts).
 */
const reactLibraries =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|idb-keyval|hono[\\/]dist[\\/]client)[\\/]/;

/** The kit's parts most first screens need (Radix, icons, class helpers). */
const kitLibraries =
  /node_modules[\\/](radix-ui|@radix-ui|lucide-react|clsx|class-variance-authority|tailwind-merge|tslib)[\\/]/;

/**
 * The kit's overlays: dialogs and radio groups, their Radix parts and what they lean on (scroll
 * lock, focus trap), and the kit's components built on them. Most dialogs load with their page's
 * actions, and the dashboard's first screen has none: a page with a dialog on its first screen
 * loads them as one more file. (Selects are the browser's own, ui/native-select.tsx.)
 */
const kitOverlays = (id: string) =>
  /node_modules[\\/](radix-ui[\\/]dist[\\/](dialog|alert-dialog|radio-group)\.mjs|@radix-ui[\\/]react-(dialog|alert-dialog|focus-scope|focus-guards|dismissable-layer|portal|radio-group|visually-hidden)|aria-hidden|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|detect-node-es)[\\/]/.test(
    id,
  ) ||
  /src[\\/]web[\\/]components[\\/]ui[\\/](dialog|alert-dialog|radio-group|dialog-focus)\.tsx?$/.test(
    id,
  );

/** react-hook-form: the pages with a form (most forms sit in dialogs, loaded with them). */
const formLibraries = /node_modules[\\/]react-hook-form[\\/]/;

/**
 * zod, its form resolver and the shared schemas built with it: loaded where a form is checked
 * (src/web/lib/lazy-resolver.ts), not before a page paints.
 */
const isSchemaModule = (id: string) =>
  /node_modules[\\/](zod|@hookform)[\\/]/.test(id) ||
  (/src[\\/]shared[\\/]schemas[\\/][\w-]+\.ts$/.test(id) &&
    readFileSync(id, 'utf8').includes("from 'zod'"));

/** The entry's own imports stay in the entry: the landing page loads nothing else. */
const entryModules =
  /src[\\/](shared[\\/]paths\.ts|web[\\/](main\.tsx|app[\\/]pages\.ts|lib[\\/](theme|early-me|warm-intl|tasks|import-in-steps|after-next-paint|locale|install-offer-store)\.ts|features[\\/]landing[\\/]redirect-if-signed-in\.ts|styles\.css))/;

/**
 * Loaded on demand, in a chunk of its own: keeping the member's pages on the device
 * (src/web/app/app.tsx starts it after the page) and TanStack Query's hydration it uses; the
 * toast area, mounted once idle; the bottom bar's More sheet, loaded once idle.
 */
const onDemandModules =
  /src[\\/]web[\\/](lib[\\/]query-persistence\.ts|components[\\/]app-toaster\.tsx|app[\\/]shell[\\/]more-sheet\.tsx)|@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/]hydration\.js/;

/**
 * The vault's scripts (the largest text the app ships) and the rules that read them: the vault,
 * the logs' CSV and the Log DM dialog's script picker use them; the other pages do not carry
 * them.
 */
const vaultContent = /src[\\/]shared[\\/](content[\\/]vault|domain[\\/](script-used|dm-csv))\.ts$/;

/**
 * Shared rules only a lazily loaded dialog uses (the export check's parts), or a dialog and one
 * page (reading a share: the share page and Log DM's Paste; a follow-up's wording and a
 * handle's platforms: the share page and Log DM): they go with those, not with every page.
 */
const dialogOnly =
  /src[\\/](shared[\\/]domain[\\/](export-parts|share-text)\.ts|web[\\/](lib[\\/]follow-up-glance\.ts|components[\\/]handle-platform-options\.tsx))$/;

/** The app's shared code: the kit, lib, shared rules and schemas, the shell. */
const appShared =
  /src[\\/](shared|web[\\/](components|lib|app[\\/](shell|app|app-shell|router|page-data)))/;

/**
 * What only the browser extension's screens use (Settings' card, the connect page, the coach's
 * detectors): with them, not in the chunk every page loads.
 */
const extensionOnly = /src[\\/]shared[\\/]extension[\\/]/;

/**
 * The features' requests the router starts with each page (src/web/app/page-data.ts, read for
 * its imports) and their API clients and keys: in the shared chunk, not one small file each.
 */
const pageDataImports = [
  ...readFileSync(new URL('../../src/web/app/page-data.ts', import.meta.url), 'utf8').matchAll(
    /from '@\/(web\/features\/[^']+)'/g,
  ),
].map(([, path]) => path);
const firstScreenRequests = (id: string) => {
  const path = id.replaceAll('\\', '/');
  return (
    pageDataImports.some((module) => path.endsWith(`src/${module}.ts`)) ||
    /src\/web\/features\/[^/]+\/api\/(client|keys)\.ts$/.test(path) ||
    // What today's counts are worked out with (the tracker's get-today, read by the router).
    /src\/web\/features\/tracker\/api\/(pending-today|today-mutation)\.ts$/.test(path)
  );
};

export const appChunks: CodeSplitting = {
  groups: [
    {
      name: 'react',
      test: (id) => reactLibraries.test(id) && !onDemandModules.test(id),
      priority: 4,
    },
    // Only these: what they import (the class helper, icons, Radix's shared parts) stays where
    // the first screens get it.
    { name: 'kit-overlays', test: kitOverlays, priority: 4, includeDependenciesRecursively: false },
    { name: 'kit-libs', test: kitLibraries, priority: 3 },
    { name: 'forms', test: formLibraries, priority: 3 },
    {
      name: 'schemas',
      test: isSchemaModule,
      priority: 3,
      // Not the schemas' plain imports (their messages, the domain rules): the app shares those.
      includeDependenciesRecursively: false,
    },
    {
      name: 'vault-content',
      test: vaultContent,
      priority: 2,
      includeDependenciesRecursively: false,
    },
    {
      name: 'app-shared',
      test: (id) =>
        (appShared.test(id) || firstScreenRequests(id)) &&
        !entryModules.test(id) &&
        !extensionOnly.test(id) &&
        !kitOverlays(id) &&
        !vaultContent.test(id) &&
        !dialogOnly.test(id) &&
        !onDemandModules.test(id),
      priority: 2,
      // Not their imports too: that would pull the entry's own modules out of the entry.
      includeDependenciesRecursively: false,
    },
  ],
};

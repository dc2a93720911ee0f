// How the member app is cut into files. Left to itself the bundler made 40–60 small chunks per
// page, fetched in rounds on a phone's slow network; grouped, a page needs the entry, the app's
// libraries, the app's own shared code, the boot chunk and its page (plus lazy extras).
import type { Rolldown } from 'vite';

type CodeSplitting = Exclude<Rolldown.OutputOptions['codeSplitting'], boolean | undefined>;

/** React and the app's frame (update prompt, offline outbox): every member page runs them first. */
const reactLibraries =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|sonner|workbox-window|idb-keyval)[\\/]/;

/** The kit's parts (Radix, icons, class helpers) and zod (the shared schemas): most pages need most of them. */
const kitLibraries =
  /node_modules[\\/](zod|radix-ui|@radix-ui|@floating-ui|lucide-react|clsx|class-variance-authority|tailwind-merge|aria-hidden|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|tslib|get-nonce|detect-node-es)[\\/]/;

/** The entry's own imports stay in the entry: the landing page loads nothing else. */
const entryModules =
  /src[\\/]web[\\/](main\.tsx|app[\\/]pages\.ts|lib[\\/](paths|theme|page-module|early-me)\.ts|features[\\/]landing[\\/]redirect-if-signed-in\.ts|styles\.css)/;

/** The app's shared code: the kit, lib, shared rules and schemas, the shell. */
const appShared = /src[\\/](shared|web[\\/](components|lib|app[\\/](shell|app|app-shell|router)))/;

export const appChunks: CodeSplitting = {
  groups: [
    { name: 'react', test: reactLibraries, priority: 4 },
    { name: 'kit-libs', test: kitLibraries, priority: 3 },
    {
      name: 'app-shared',
      test: (id) => appShared.test(id) && !entryModules.test(id),
      priority: 2,
      // Not their imports too: that would pull the entry's own modules out of the entry.
      includeDependenciesRecursively: false,
    },
  ],
};

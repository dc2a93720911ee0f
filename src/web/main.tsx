// The entry every page loads first, kept tiny: the landing page arrives pre-rendered
// (src/web/prerender.tsx) and needs only its theme toggle wired and the signed-in check; every
// other route boots the React app. The sign-in page arrives with its first paint pre-rendered, a
// member page rendered by the server with the member's numbers (or, without a session, its frame;
// its theme toggle works until the app takes over). The theme is already applied by
// /theme-init.js.
import { redirectIfSignedIn } from './features/landing/redirect-if-signed-in';
import { preloadPage } from './app/pages';
import { renderedOnServer } from './app/page-state';
import { paths } from '@/shared/paths';
import { startMeRequest } from './lib/early-me';
import { importInSteps } from './lib/import-in-steps';
import { listenForInstallPrompt } from './lib/install-offer-store';
import { toggleTheme } from './lib/theme';
import { warmIntl } from './lib/warm-intl';
import './styles.css';

const root = document.getElementById('root')!;
for (const button of root.querySelectorAll('[data-theme-toggle]')) {
  button.addEventListener('click', toggleTheme);
}

if (window.location.pathname === paths.home && root.childElementCount > 0) {
  void redirectIfSignedIn();
} else {
  // The landing page itself comes here only when not pre-rendered (the Vite dev server).
  if (!renderedOnServer()) startMeRequest(); // the member's session and profile
  listenForInstallPrompt(); // the browser's install offer fires once, early
  void warmIntl();
  void loadApp(window.location.pathname).then(([{ bootApp }]) => bootApp(root));
}

/**
 * The app's code, its largest chunks evaluated one by one, each in a task of its own: React, the
 * kit's libraries, the app's shared code, then the boot and the page together. Imported at once,
 * whichever of the boot and the page arrived first evaluated all of it in one task (60–70 ms on
 * a phone). The chunks download side by side all the same: a page the server drew asks for them
 * as it paints (src/web/public/scripts-after-paint.js), the others' HTML preloads them
 * (scripts/build/app-pages.ts).
 */
function loadApp(pathname: string) {
  return importInSteps(
    [
      () => import('react-dom/client').then(({ hydrateRoot }) => hydrateRoot),
      () => import('clsx').then(({ clsx }) => clsx),
      () => import('./lib/cn').then(({ cn }) => cn),
    ],
    () => Promise.all([import('./app/boot'), preloadPage(pathname)]),
  );
}

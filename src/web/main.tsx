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
  void preloadPage(window.location.pathname); // in parallel with the app, not after it
  if (!renderedOnServer()) startMeRequest(); // the member's session and profile too
  listenForInstallPrompt(); // the browser's install offer fires once, early
  void warmIntl();
  void import('./app/boot').then(({ bootApp }) => bootApp(root));
}

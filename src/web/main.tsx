import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LandingPage, redirectIfSignedIn } from './features/landing/landing-page';
import { applyTheme, preferredTheme } from './lib/theme';
import { paths } from './lib/paths';
import { preloadPage } from './app/pages';
import './styles.css';

applyTheme(preferredTheme());
const root = createRoot(document.getElementById('root')!);

if (window.location.pathname === paths.home) {
  // Most visitors land here first: the landing page renders without the router, the query
  // client or the toaster (about 50 KB gzip less), and a signed-in member moves on.
  root.render(
    <StrictMode>
      <LandingPage />
    </StrictMode>,
  );
  void redirectIfSignedIn();
} else {
  preloadPage(window.location.pathname); // in parallel with the app, not after it
  void import('./app/app').then(({ App }) =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

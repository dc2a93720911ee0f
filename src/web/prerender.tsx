// The public pages' first paint, rendered to HTML at build time (scripts/build/postbuild.ts):
// a visitor sees the landing or sign-in page before any JavaScript has run. The landing page
// stays static (main.tsx wires its theme toggle); on /auth the app renders the same tree over
// it. Member pages need a session and are not pre-rendered.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { AuthPage } from '@/web/features/auth/components/auth-page';
import { LandingPage } from '@/web/features/landing/landing-page';
import { paths } from '@/web/lib/paths';
import { createQueryClient } from '@/web/lib/query-client';

export function prerenderLanding(): string {
  return renderToString(<LandingPage />);
}

/**
 * The sign-in page, its controls disabled until the app takes over: nothing typed is lost to
 * the swap, and the form can never submit natively (a GET would put the password in the URL).
 * styles.css keeps the disabled controls looking live.
 */
export function prerenderAuth(): string {
  return renderToString(
    <fieldset disabled data-prerendered className="contents">
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[paths.auth]}>
          <AuthPage />
        </MemoryRouter>
      </QueryClientProvider>
    </fieldset>,
  );
}

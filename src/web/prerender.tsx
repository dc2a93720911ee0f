// The public pages' first paint, rendered to HTML at build time (scripts/build/postbuild.ts):
// a visitor sees the landing or sign-in page before any JavaScript has run. The landing page
// stays static (main.tsx wires its theme toggle); the app replaces the others with the same
// tree, so without a jump. A member page's data needs a session: only its frame is pre-rendered
// (the header, the navigation with that page current, the skeleton or a page that needs no
// data). Until the app takes over, what the member could tap or type into is inert.
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { AppShell } from '@/web/app/app-shell';
import { loadPage, type PagePath } from '@/web/app/pages';
import { AuthPage } from '@/web/features/auth/components/auth-page';
import { LandingPage } from '@/web/features/landing/landing-page';
import { paths } from '@/shared/paths';
import { createQueryClient } from '@/web/lib/query-client';

export function prerenderLanding(): string {
  return renderToString(<LandingPage />);
}

/**
 * The sign-in page as the app's first render shows it, marked as the frame (`data-app-frame`, as
 * `AppShell` marks the member pages') until the app replaces it. Its controls are disabled
 * meanwhile, visibly: a visitor's first action here is typing, and a form that cannot be filled
 * yet should look it; nothing posts natively either (a GET would put the password in the URL).
 */
export function prerenderAuth(): string {
  return renderToString(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[paths.auth]}>
        <fieldset disabled data-app-frame="" className="contents">
          <AuthPage />
        </fieldset>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/**
 * A member page's frame with the skeleton, or the page itself where it needs no data (no
 * member's data either way: the HTML is the same for all).
 */
export async function prerenderMemberShell(path: PagePath): Promise<string> {
  await loadPage(path);
  return renderToString(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AppShell loading />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

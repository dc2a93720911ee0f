// The public pages' first paint, rendered to HTML at build time (scripts/build/postbuild.ts):
// a visitor sees the landing or sign-in page before any JavaScript has run. The landing page
// stays static (main.tsx wires its theme toggle); /auth is hydrated by its own bundle
// (sign-in.tsx). A member page's data needs a session: only its frame is pre-rendered (the
// header, the navigation with that page current, the skeleton), the same tree the app's first
// render shows while /api/me answers, so the app replaces it without a jump.
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { AppShell } from '@/web/app/app-shell';
import { loadPage, type PagePath } from '@/web/app/pages';
import { SignInRoot } from '@/web/features/auth/components/sign-in-root';
import { LandingPage } from '@/web/features/landing/landing-page';
import { createQueryClient } from '@/web/lib/query-client';

export function prerenderLanding(): string {
  return renderToString(<LandingPage />);
}

/** The sign-in page, exactly the tree src/web/sign-in.tsx hydrates (its controls disabled). */
export function prerenderAuth(): string {
  return renderToString(<SignInRoot queryClient={createQueryClient()} onLeave={() => {}} />);
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

// The public pages' first paint, rendered to HTML at build time (scripts/build/postbuild.ts):
// a visitor sees the landing or sign-in page before any JavaScript has run. The landing page
// stays static (main.tsx wires its theme toggle); /auth is hydrated by its own bundle
// (sign-in.tsx). Member pages need a session and are not pre-rendered.
import { renderToString } from 'react-dom/server';
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

// The built sign-in page's own bundle (vite.sign-in.config.ts, ADR 0006), imported by main.tsx
// instead of the member app: the page hydrates alone, its JavaScript in two files rather than
// the app's ~30 chunks, which over HTTP/1.1 on a slow phone network decides when it answers
// (Lighthouse, docs/benchmarks.md). Leaving it, signed in or not, loads the next page in full,
// which boots the app. (The Vite dev server has no such page: there /auth is a route of the app.)
import { hydrateRoot } from 'react-dom/client';
import { SignInRoot } from '@/web/features/auth/components/sign-in-root';
import { prefetchWhenEngaged } from '@/web/lib/page-module';
import { createQueryClient } from '@/web/lib/query-client';
import { carryToastsToNextPage } from '@/web/lib/toast';

/** Loads `url` in full, once: the form's own navigation and the redirect may both ask. */
let leaving = false;
window.addEventListener('pageshow', () => (leaving = false)); // back from the bfcache
function leaveFor(url: string) {
  if (leaving) return;
  leaving = true;
  // At unload, so a toast raised while the next page loads goes along too.
  window.addEventListener('pagehide', carryToastsToNextPage, { once: true });
  // Replace: after signing in, Back must not return to the sign-in form.
  window.location.replace(url);
}

// Hydrated, not rendered over: React attaches to the pre-rendered markup instead of building
// the page again, the cheapest start a phone can get.
hydrateRoot(
  document.getElementById('root')!,
  <SignInRoot queryClient={createQueryClient()} onLeave={leaveFor} />,
);
prefetchWhenEngaged(); // the app's chunks, while the member types

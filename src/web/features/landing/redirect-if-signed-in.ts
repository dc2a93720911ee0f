import { paths } from '@/shared/paths';

/** A member who is already signed in skips the landing page, as RedirectIfSignedIn does. */
export async function redirectIfSignedIn() {
  try {
    const response = await fetch('/api/me', { credentials: 'same-origin' });
    if (response.ok) window.location.replace(paths.dashboard);
  } catch {
    // offline or server down: stay on the landing page
  }
}

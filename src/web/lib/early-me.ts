// The signed-in member's /api/me, asked for by the entry (main.tsx) as the page starts, so it
// travels while the app's code downloads instead of after it boots. Plain fetch: the entry
// stays free of the API client.

let early: Promise<Response> | null = null;

export function startMeRequest(): void {
  early ??= fetch('/api/me', { credentials: 'same-origin' });
}

/** The early answer, once (a later read asks again: it may be stale by then). */
export function takeEarlyMe(): Promise<Response> | null {
  const taken = early;
  early = null;
  return taken;
}

import { apiError, retryingFetch } from '@/web/lib/api';

/** better-auth endpoints outside the typed client: POST JSON, throw ApiError on failure. */
export async function postAuth(path: string, body: unknown): Promise<void> {
  const response = await retryingFetch(`/api/auth${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.ok) return;
  throw await apiError(response, { quiet401: true });
}

import { DEFAULT_DETECTORS } from '@/shared/extension/default-detectors';
import { detectorsConfig, type DetectorsResponse } from '@/shared/extension/detectors';
import { callServer } from './server';
import { updateState, type CachedDetectors, type State } from './state';

/** The server's detectors are fetched again this often (the coach may have changed them). */
export const DETECTORS_FRESH_MS = 60 * 60_000;

/** The detectors in force: the server's, as last fetched, else the ones this release carries. */
export const detectorsOf = (state: State): CachedDetectors =>
  state.detectors ?? {
    detectors: DEFAULT_DETECTORS,
    source: 'bundled',
    fetchedAt: 0,
    serverOffers: null,
  };

/**
 * Fetches the server's detectors and keeps them: configuration, checked against the format this
 * extension reads; an answer it cannot read leaves the last good copy in force.
 */
export async function refreshDetectors(): Promise<State> {
  const state = await updateState((current) => current);
  if (!state.connection) return state;
  const answer = await callServer<DetectorsResponse>(
    state.connection,
    'GET',
    '/api/v1/extension/detectors',
  );
  if (!answer.ok) return state;
  const parsed = detectorsConfig.safeParse(answer.body.detectors);
  if (!parsed.success) return state;
  return updateState((current) => ({
    ...current,
    detectors: {
      detectors: parsed.data,
      source: answer.body.source,
      fetchedAt: Date.now(),
      serverOffers: answer.body.extensionVersion,
    },
  }));
}

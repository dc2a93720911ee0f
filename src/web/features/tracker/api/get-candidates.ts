import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { CandidatesResponse } from '@/shared/schemas/tracker';
import { api, unwrap } from '@/web/lib/api';
import { trackerKeys } from './keys';

export type CandidateKind = 'reply' | 'meeting';

/**
 * Log Reply: the prospects waiting for a reply, searched (`q`, name or handle) and paged on the
 * server. Log Meeting: one page of DMs with a reply and no meeting (searched on the device).
 */
const fetchers = {
  reply: (q: string, cursor: string): Promise<CandidatesResponse> =>
    unwrap(
      api.api.tracker['reply-candidates'].$get({
        query: { ...(q ? { q } : {}), ...(cursor ? { cursor } : {}) },
      }),
    ),
  meeting: (): Promise<CandidatesResponse> => unwrap(api.api.tracker['meeting-candidates'].$get()),
};

const candidatesQueryOptions = (kind: CandidateKind, q = '') =>
  infiniteQueryOptions({
    queryKey: trackerKeys.candidates(kind, kind === 'reply' ? q : ''),
    queryFn: ({ pageParam }) =>
      kind === 'reply' ? fetchers.reply(q, pageParam) : fetchers.meeting(),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });

/**
 * The DMs the Log Reply / Log Meeting dialog offers, fetched while the dialog is open; while a
 * new search is on its way the previous list stays.
 */
export function useCandidates(kind: CandidateKind, enabled: boolean, q = '') {
  return useInfiniteQuery({
    ...candidatesQueryOptions(kind, q),
    enabled,
    placeholderData: keepPreviousData,
  });
}

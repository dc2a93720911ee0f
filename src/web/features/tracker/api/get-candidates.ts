import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/web/lib/api';
import { trackerClient } from './client';
import { trackerKeys } from './keys';

export type CandidateKind = 'reply' | 'meeting';

const fetchers = {
  reply: () => unwrap(trackerClient['reply-candidates'].$get()),
  meeting: () => unwrap(trackerClient['meeting-candidates'].$get()),
};

export const candidatesQueryOptions = (kind: CandidateKind) =>
  queryOptions({
    queryKey: trackerKeys.candidates(kind),
    queryFn: async () => (await fetchers[kind]()).dms,
    staleTime: 0,
  });

/** The DMs the Log Reply / Log Meeting dialog offers; fetched while the dialog is open. */
export function useCandidates(kind: CandidateKind, enabled: boolean) {
  return useQuery({ ...candidatesQueryOptions(kind), enabled });
}

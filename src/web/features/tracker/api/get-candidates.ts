import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/web/lib/api';
import { trackerKeys } from './keys';

export type CandidateKind = 'reply' | 'meeting';

const fetchers = {
  reply: () => unwrap(api.api.tracker['reply-candidates'].$get()),
  meeting: () => unwrap(api.api.tracker['meeting-candidates'].$get()),
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

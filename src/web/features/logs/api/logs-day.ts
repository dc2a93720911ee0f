import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/web/lib/api';
import { logsApi } from './client';
import { logKeys } from './keys';

/** The Daily Summary, Top Performer and Setter Performance of one local day. */
export const logsDayQueryOptions = (date: string) =>
  queryOptions({
    queryKey: logKeys.day(date),
    queryFn: () => unwrap(logsApi.day.$get({ query: { date } })),
    placeholderData: keepPreviousData,
  });

/** `date` empty: the day is not known yet (the page's frame); nothing is asked for. */
export function useLogsDay(date: string) {
  return useQuery({ ...logsDayQueryOptions(date), enabled: date !== '' });
}

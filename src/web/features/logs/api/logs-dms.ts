import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { unwrap } from '@/web/lib/api';
import { logsApi } from './client';
import { logKeys } from './keys';

export const LOGS_PAGE = 50;

/** The day's DMs, newest first, searched on the server, 50 at a time. */
export const logsDmsQueryOptions = (date: string, q: string) =>
  infiniteQueryOptions({
    queryKey: logKeys.dms(date, q),
    queryFn: ({ pageParam }) =>
      unwrap(
        logsApi.dms.$get({
          query: {
            date,
            limit: String(LOGS_PAGE),
            ...(q ? { q } : {}),
            ...(pageParam ? { cursor: pageParam } : {}),
          },
        }),
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });

/** `date` empty: the day is not known yet (the page's frame); nothing is asked for. */
export function useLogsDms(date: string, q: string) {
  return useInfiniteQuery({ ...logsDmsQueryOptions(date, q), enabled: date !== '' });
}

import { useQuery } from '@tanstack/react-query';
import { todayQueryOptions } from '@/web/lib/tracker-today';

/** Today's count and goal, shown once the share is logged (the log refreshes it). */
export const useToday = () => useQuery(todayQueryOptions);

import { useState } from 'react';
import { localDay } from '@/shared/domain/day';

/**
 * The moment the page opened and that moment's local day in the member's zone: what "due
 * today" and "2 hours ago" are measured from (docs/decisions/0105-local-days.md).
 */
export function useToday(timeZone: string) {
  const [now] = useState(() => new Date());
  return { now, today: localDay(now, timeZone) };
}

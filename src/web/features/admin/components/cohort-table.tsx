import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight } from 'lucide-react';
import type { CohortPage, CohortRow, CohortSort } from '@/shared/schemas/cohort';
import { Button } from '@/web/components/ui/button';
import { formatCount, formatRate, formatRelative } from '@/web/lib/format';

const columns: Array<{ sort: CohortSort; label: string; cell: (row: CohortRow) => string }> = [
  { sort: 'name', label: 'Member', cell: (row) => row.name },
  { sort: 'dms', label: 'DMs', cell: (row) => formatCount(row.dms) },
  { sort: 'replies', label: 'Replies', cell: (row) => formatCount(row.replies) },
  { sort: 'meetings', label: 'Meetings', cell: (row) => formatCount(row.meetings) },
  { sort: 'replyRate', label: 'Reply rate', cell: (row) => formatRate(row.replyRate) },
  { sort: 'meetingRate', label: 'Meeting rate', cell: (row) => formatRate(row.meetingRate) },
  { sort: 'streak', label: 'Streak', cell: (row) => String(row.streak) },
  { sort: 'daysAtGoal', label: 'Days at goal', cell: (row) => String(row.daysAtGoal) },
  { sort: 'lastDm', label: 'Last DM', cell: (row) => formatRelative(row.lastDmAt) },
  { sort: 'teamSize', label: 'Setters', cell: (row) => String(row.teamSize) },
];

export type SortState = { sort: CohortSort; dir: 'asc' | 'desc' };

/** The cohort's members, one page, sortable by every column (the server sorts and pages). */
export function CohortTable({
  data,
  sort,
  onSort,
  onPage,
}: {
  data: CohortPage;
  sort: SortState;
  onSort: (sort: SortState) => void;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  const toggle = (column: CohortSort) =>
    onSort({
      sort: column,
      // A number reads best from the top; a name from A.
      dir:
        sort.sort === column
          ? sort.dir === 'asc'
            ? 'desc'
            : 'asc'
          : column === 'name'
            ? 'asc'
            : 'desc',
    });
  return (
    <div>
      <div className="overflow-x-auto rounded-lg border">
        <table className="w-full min-w-[56rem] text-sm">
          <caption className="sr-only">Cohort members</caption>
          <thead className="bg-muted/50 text-xs text-muted-foreground">
            <tr>
              {columns.map((column, index) => {
                const active = sort.sort === column.sort;
                const Icon = !active ? ArrowUpDown : sort.dir === 'asc' ? ArrowUp : ArrowDown;
                return (
                  <th
                    key={column.sort}
                    scope="col"
                    aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
                    className={index === 0 ? 'text-left' : 'text-right'}
                  >
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      onClick={() => toggle(column.sort)}
                      className="h-9 gap-1 px-2 text-xs font-medium text-muted-foreground"
                    >
                      {column.label}
                      <Icon aria-hidden className="size-3" />
                    </Button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => (
              <tr key={row.userId} className="border-t">
                {columns.map((column, index) =>
                  index === 0 ? (
                    <th key={column.sort} scope="row" className="px-3 py-2 text-left font-medium">
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.sort} className="px-3 py-2 text-right tabular-nums">
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-3 flex items-center justify-between gap-2 text-sm text-muted-foreground">
        <span>
          {data.total === 0
            ? 'No member matches.'
            : `Page ${data.page} of ${pages} · ${formatCount(data.total)} members`}
        </span>
        <div className="flex gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={data.page <= 1}
            onClick={() => onPage(data.page - 1)}
          >
            <ChevronLeft aria-hidden />
            Previous
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={data.page >= pages}
            onClick={() => onPage(data.page + 1)}
          >
            Next
            <ChevronRight aria-hidden />
          </Button>
        </div>
      </div>
    </div>
  );
}

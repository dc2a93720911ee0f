import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { rateBasis } from '@/shared/domain/rates';
import type { CohortPage, CohortRow, CohortSort } from '@/shared/schemas/cohort';
import { Button } from '@/web/components/ui/button';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { formatCount, formatPercent, formatRate, formatRelative } from '@/web/lib/format';

/** A rate's parts: '3 of 12' prospects first messaged in the period. */
const ofProspects = (part: number, row: CohortRow) =>
  `${formatCount(part)} of ${formatCount(row.prospects)}`;

const columns: Array<{ sort: CohortSort; label: string; cell: (row: CohortRow) => string }> = [
  { sort: 'name', label: 'Member', cell: (row) => row.name },
  // DMs are new DMs and follow-ups together (docs/product.md, Everywhere: Counts).
  {
    sort: 'dms',
    label: 'DMs',
    cell: (row) => `${formatCount(row.dms)} (${formatCount(row.prospects)} new)`,
  },
  { sort: 'replies', label: 'Replies', cell: (row) => formatCount(row.replies) },
  { sort: 'meetings', label: 'Meetings', cell: (row) => formatCount(row.meetings) },
  {
    sort: 'replyRate',
    label: 'Reply rate',
    cell: (row) => `${formatRate(row.replyRate)} (${ofProspects(row.replied, row)})`,
  },
  {
    sort: 'meetingRate',
    label: 'Meeting rate',
    cell: (row) => `${formatRate(row.meetingRate)} (${ofProspects(row.booked, row)})`,
  },
  { sort: 'streak', label: 'Streak', cell: (row) => String(row.streak) },
  { sort: 'daysAtGoal', label: 'Days at goal', cell: (row) => String(row.daysAtGoal) },
  { sort: 'lastDm', label: 'Last DM', cell: (row) => formatRelative(row.lastDmAt) },
  { sort: 'teamSize', label: 'Setters', cell: (row) => String(row.teamSize) },
];

/**
 * The member's latest check against a platform export: when, and the share of the DMs it showed
 * that they had logged before ('2 days ago · 75% logged (3 of 4)'); counts only, never who.
 */
const EXPORT_CHECK = 'Export check';
function exportCheckCell({ exportCheck: check }: CohortRow): string {
  if (!check) return 'Never';
  const share = check.exportedDms
    ? `${formatPercent((check.loggedBefore / check.exportedDms) * 100)} logged (${formatCount(check.loggedBefore)} of ${formatCount(check.exportedDms)})`
    : 'no DMs in it';
  return `${formatRelative(check.checkedAt)} · ${share}`;
}

export type SortState = { sort: CohortSort; dir: 'asc' | 'desc' };

/**
 * A phone's view of the page: one card per member (no sideways scroll at 375 px), sorted with a
 * list of the same keys and a direction button.
 */
function CohortCards({
  data,
  sort,
  onSort,
}: {
  data: CohortPage;
  sort: SortState;
  onSort: (sort: SortState) => void;
}) {
  const DirIcon = sort.dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <div className="grid gap-3 lg:hidden">
      <div className="flex items-end gap-2">
        <div className="grid min-w-0 flex-1 gap-1.5">
          <Label htmlFor="cohort-sort">Sort by</Label>
          <NativeSelect
            id="cohort-sort"
            value={sort.sort}
            onChange={(event) =>
              onSort({
                sort: event.target.value as CohortSort,
                dir: event.target.value === 'name' ? 'asc' : 'desc',
              })
            }
          >
            {columns.map((column) => (
              <option key={column.sort} value={column.sort}>
                {column.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label={
            sort.dir === 'asc' ? 'Ascending: sort descending' : 'Descending: sort ascending'
          }
          onClick={() => onSort({ ...sort, dir: sort.dir === 'asc' ? 'desc' : 'asc' })}
        >
          <DirIcon aria-hidden />
        </Button>
      </div>
      <ul aria-label="Cohort members" className="grid gap-2">
        {data.rows.map((row) => (
          <li key={row.userId} className="rounded-lg border bg-card p-3">
            <p className="font-medium break-words">{row.name}</p>
            <dl className="mt-2 grid grid-cols-3 gap-x-3 gap-y-2 text-sm">
              {columns.slice(1).map((column) => (
                <div key={column.sort} className="min-w-0">
                  <dt className="truncate text-xs text-muted-foreground">{column.label}</dt>
                  <dd className="tabular-nums">{column.cell(row)}</dd>
                </div>
              ))}
              <div className="col-span-3 min-w-0">
                <dt className="truncate text-xs text-muted-foreground">{EXPORT_CHECK}</dt>
                <dd className="tabular-nums">{exportCheckCell(row)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The cohort's members, one page, sortable by every column (the server sorts and pages): a table
 * on wide screens, cards below `lg`.
 */
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
      <p className="mb-2 text-xs text-muted-foreground">
        Reply and meeting rates are{' '}
        {rateBasis(data.period === 'week' ? 'this week' : 'in this period')}.
      </p>
      <CohortCards data={data} sort={sort} onSort={onSort} />
      <div className="hidden overflow-x-auto rounded-lg border lg:block">
        <table className="w-full min-w-[68rem] text-sm">
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
              <th scope="col" className="px-2 text-right text-xs font-medium">
                {EXPORT_CHECK}
              </th>
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
                <td className="px-3 py-2 text-right">{exportCheckCell(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
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

import type { ReactNode } from 'react';

/** The most rows a report list shows. */
export const SHOWN = 100;

type CounterpartRow = { counterpart: string; displayName: string };

/**
 * One of the report's lists of people (Sent but not logged, Replied but not logged): each row's
 * name, a line about when, and its action; ‘None.’ when empty.
 */
export function CounterpartList<Row extends CounterpartRow>({
  id,
  title,
  rows,
  when,
  action,
}: {
  id: string;
  title: string;
  rows: Row[];
  when: (row: Row) => ReactNode;
  action: (row: Row) => ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h3 id={id} className="text-sm font-semibold">
        {title}
      </h3>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">None.</p>
      ) : (
        <ul className="divide-y rounded-md border text-sm">
          {rows.slice(0, SHOWN).map((row) => (
            <li key={row.counterpart} className="flex items-center justify-between gap-2 px-3 py-2">
              <span className="min-w-0">
                <span className="block truncate font-medium">{row.displayName}</span>
                <span className="block text-xs text-muted-foreground">{when(row)}</span>
              </span>
              {action(row)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

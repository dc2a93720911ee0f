/**
 * The numbers behind a chart: the first column names the row. On a phone, where five or six
 * columns do not fit beside each other, each row is a small block: its name, then each number
 * under its column's name, two to a line. The table's roles are written out, as a table whose
 * display changes may otherwise lose them to assistive technology.
 */
export function DataTable({
  label,
  head,
  rows,
}: {
  label: string;
  head: string[];
  rows: Array<{ key: string; cells: string[] }>;
}) {
  return (
    <table role="table" className="w-full text-sm max-sm:block">
      <caption className="sr-only">{label}</caption>
      <thead role="rowgroup" className="text-xs text-muted-foreground max-sm:sr-only">
        <tr role="row">
          {head.map((cell, index) => (
            <th
              key={cell}
              role="columnheader"
              scope="col"
              className={
                index === 0
                  ? 'py-1.5 pr-2 text-left font-medium'
                  : 'py-1.5 pl-2 text-right font-medium'
              }
            >
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup" className="max-sm:block">
        {rows.map((row) => (
          <tr
            key={row.key}
            role="row"
            className="border-t max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:py-2"
          >
            {row.cells.map((cell, index) =>
              index === 0 ? (
                <th
                  key={index}
                  role="rowheader"
                  scope="row"
                  className="py-1.5 pr-2 text-left font-medium max-sm:col-span-2 max-sm:py-0.5 max-sm:break-words"
                >
                  {cell}
                </th>
              ) : (
                <td
                  key={index}
                  role="cell"
                  className="py-1.5 pl-2 text-right tabular-nums max-sm:flex max-sm:items-baseline max-sm:justify-between max-sm:gap-2 max-sm:py-0.5 max-sm:pl-0"
                >
                  {/* The column's name beside the number on a phone (the header row is hidden). */}
                  <span
                    aria-hidden
                    className="min-w-0 text-left text-xs text-muted-foreground sm:hidden"
                  >
                    {head[index]}
                  </span>
                  {/* A range such as 8–15% stays on one line; the column's name wraps instead. */}
                  <span className="max-sm:whitespace-nowrap">{cell}</span>
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

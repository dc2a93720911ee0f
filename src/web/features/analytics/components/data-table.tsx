/** The numbers behind a chart: the first column names the row. */
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
    <table className="w-full text-sm">
      <caption className="sr-only">{label}</caption>
      <thead className="text-xs text-muted-foreground">
        <tr>
          {head.map((cell, index) => (
            <th
              key={cell}
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
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-t">
            {row.cells.map((cell, index) =>
              index === 0 ? (
                <th key={index} scope="row" className="py-1.5 pr-2 text-left font-medium">
                  {cell}
                </th>
              ) : (
                <td key={index} className="py-1.5 pl-2 text-right tabular-nums">
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

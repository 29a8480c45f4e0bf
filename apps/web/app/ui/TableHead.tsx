/** A column of a hand-built table's header: a plain label takes the head's `cellClassName`; an object brings its own classes. */
export type HeadColumn = string | { label: string; className: string };

/**
 * The header of a table that is not a DataTable: one row of `<th scope="col">` cells, in order.
 * Every label is also the column's accessible name, so it is written once here.
 */
export function TableHead({
  columns,
  className,
  rowClassName,
  cellClassName,
}: {
  columns: readonly HeadColumn[];
  className?: string;
  rowClassName?: string;
  cellClassName: string;
}) {
  return (
    <thead className={className}>
      <tr className={rowClassName}>
        {columns.map((column) => {
          const { label, className: cell } = typeof column === 'string' ? { label: column, className: cellClassName } : column;
          return (
            <th key={label} scope="col" className={cell}>
              {label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

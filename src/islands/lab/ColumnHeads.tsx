/**
 * A lab table's head: one column heading per entry, the numeric ones right-aligned (`lab-num`).
 */
export interface Column {
  readonly heading: string;
  /** A column of numbers. */
  readonly num?: boolean;
}

export function ColumnHeads({ columns }: { readonly columns: readonly Column[] }) {
  return (
    <thead>
      <tr>
        {columns.map((c) => (
          <th key={c.heading} scope="col" class={c.num ? 'lab-num' : undefined}>
            {c.heading}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A data table's header row; the explicit roles keep it a table once stacked on a phone. */
export function ColumnHeads({ names }: { names: readonly string[] }) {
  return (
    <thead role="rowgroup">
      <tr role="row">
        {names.map((name) => (
          <th key={name} scope="col" role="columnheader">
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}

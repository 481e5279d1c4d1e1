import type { ReactNode } from 'react';
import { ColumnHeads } from './column-heads';

interface StackedTableProps {
  /** The scrolling region's name, as a screen reader announces it. */
  label: string;
  /** The column heads, in order; each `Cell` repeats its column's name for the phone layout. */
  columns: readonly string[];
  /** The table's own class beside the shared ones ("booking-table"). */
  className?: string;
  /** The rows. */
  children: ReactNode;
}

/**
 * A console table that scrolls sideways in its own region, and on a phone stacks each row into
 * a small card (operator-tables.css); the explicit roles keep it a table for assistive technology
 * once its display is no longer a table's.
 */
export function StackedTable({ label, columns, className, children }: StackedTableProps) {
  const classes = ['data-table', 'data-table--stack', className].filter(Boolean).join(' ');
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      <table className={classes} role="table">
        <ColumnHeads names={columns} />
        <tbody role="rowgroup">{children}</tbody>
      </table>
    </div>
  );
}

/** One cell of a stacked table: `label` names its column on a phone, where the heads are hidden. */
export function Cell({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <td role="cell" data-label={label} className={className}>
      {children}
    </td>
  );
}

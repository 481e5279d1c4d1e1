import { Cell, StackedTable } from '../shared/data-table';
import type { ReplayReport } from './replay-api';
import { formatCell, moreDifferencesText } from './replay-report';

/** Each cell where the replayed tables differ from the live ones. */
export function ReplayDifferences({ report }: { report: ReplayReport }) {
  return (
    <>
      <StackedTable
        label="Differences"
        columns={['Table', 'Key', 'Column', 'Live value', 'Replayed value']}
      >
        {report.differences.map((difference, index) => (
          <tr key={index} role="row">
            <Cell label="Table">{difference.table}</Cell>
            <Cell label="Key">
              <code className="data-table__code">{formatCell(difference.key)}</code>
            </Cell>
            <Cell label="Column">{difference.column}</Cell>
            <Cell label="Live value">
              <code className="data-table__code">{formatCell(difference.live)}</code>
            </Cell>
            <Cell label="Replayed value">
              <code className="data-table__code">{formatCell(difference.replayed)}</code>
            </Cell>
          </tr>
        ))}
      </StackedTable>
      {report.truncated && <p className="replay__more">{moreDifferencesText}</p>}
    </>
  );
}

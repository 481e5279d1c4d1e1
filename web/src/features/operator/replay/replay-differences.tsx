import type { ReplayReport } from './replay-api';
import { formatCell, moreDifferencesText } from './replay-report';

/** Each cell where the replayed tables differ from the live ones. */
export function ReplayDifferences({ report }: { report: ReplayReport }) {
  return (
    <>
      <div className="table-scroll" role="region" aria-label="Differences" tabIndex={0}>
        <table className="data-table data-table--stack" role="table">
          <thead role="rowgroup">
            <tr role="row">
              <th scope="col" role="columnheader">
                Table
              </th>
              <th scope="col" role="columnheader">
                Key
              </th>
              <th scope="col" role="columnheader">
                Column
              </th>
              <th scope="col" role="columnheader">
                Live value
              </th>
              <th scope="col" role="columnheader">
                Replayed value
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {report.differences.map((difference, index) => (
              <tr key={index} role="row">
                <td role="cell" data-label="Table">
                  {difference.table}
                </td>
                <td role="cell" data-label="Key">
                  <code className="data-table__code">{formatCell(difference.key)}</code>
                </td>
                <td role="cell" data-label="Column">
                  {difference.column}
                </td>
                <td role="cell" data-label="Live value">
                  <code className="data-table__code">{formatCell(difference.live)}</code>
                </td>
                <td role="cell" data-label="Replayed value">
                  <code className="data-table__code">{formatCell(difference.replayed)}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {report.truncated && <p className="replay__more">{moreDifferencesText}</p>}
    </>
  );
}

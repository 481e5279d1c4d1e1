import { dollars } from '@shared/pay-rates';
import { formatDate } from '../../../lib/date-format';
import { ColumnHeads } from '../shared/column-heads';
import { shortDurationText } from '../shared/short-duration';
import type { LedgerLine } from '../../../lib/payments';
import { kindLabels, rateText } from './money-messages';

type MoneyLine = Pick<
  LedgerLine,
  'date' | 'startTime' | 'endTime' | 'kind' | 'minutes' | 'rateCents' | 'amountCents'
>;

/** The cells a nanny's ledger line and a parent's charge share, from Date to Amount. */
export function MoneyLineCells({ line, hoursLabel }: { line: MoneyLine; hoursLabel: string }) {
  return (
    <>
      <td role="cell" data-label="Date">
        {formatDate(line.date)}
      </td>
      <td role="cell" data-label="Session">
        {line.startTime}–{line.endTime}
      </td>
      <td role="cell" data-label="Kind">
        {kindLabels[line.kind]}
      </td>
      <td role="cell" data-label={hoursLabel}>
        {shortDurationText(line.minutes)}
      </td>
      <td role="cell" data-label="Rate">
        {rateText(line.rateCents)}
      </td>
      <td role="cell" data-label="Amount" className="data-table__number">
        {dollars(line.amountCents)}
      </td>
    </>
  );
}

interface MoneyLinesTableProps<T extends MoneyLine & { id: string }> {
  /** The scrolling region's name, as a screen reader announces it. */
  label: string;
  hoursLabel: string;
  /** The last column: whom the line was with (the parent on a ledger, the nanny on charges). */
  otherParty: 'Parent' | 'Nanny';
  lines: readonly T[];
  nameOf: (line: T) => string;
}

/** A nanny's ledger lines or a parent's charges: the same table, named from the other side. */
export function MoneyLinesTable<T extends MoneyLine & { id: string }>({
  label,
  hoursLabel,
  otherParty,
  lines,
  nameOf,
}: MoneyLinesTableProps<T>) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      <table className="data-table data-table--stack" role="table">
        <ColumnHeads
          names={['Date', 'Session', 'Kind', hoursLabel, 'Rate', 'Amount', otherParty]}
        />
        <tbody role="rowgroup">
          {lines.map((line) => (
            <tr key={line.id} role="row">
              <MoneyLineCells line={line} hoursLabel={hoursLabel} />
              <td role="cell" data-label={otherParty}>
                {nameOf(line)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { dollars } from '@shared/pay-rates';
import { formatDate } from '../../../lib/date-format';
import { Cell, StackedTable } from '../shared/data-table';
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
      <Cell label="Date">{formatDate(line.date)}</Cell>
      <Cell label="Session">
        {line.startTime}–{line.endTime}
      </Cell>
      <Cell label="Kind">{kindLabels[line.kind]}</Cell>
      <Cell label={hoursLabel}>{shortDurationText(line.minutes)}</Cell>
      <Cell label="Rate">{rateText(line.rateCents)}</Cell>
      <Cell label="Amount" className="data-table__number">
        {dollars(line.amountCents)}
      </Cell>
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
    <StackedTable
      label={label}
      columns={['Date', 'Session', 'Kind', hoursLabel, 'Rate', 'Amount', otherParty]}
    >
      {lines.map((line) => (
        <tr key={line.id} role="row">
          <MoneyLineCells line={line} hoursLabel={hoursLabel} />
          <Cell label={otherParty}>{nameOf(line)}</Cell>
        </tr>
      ))}
    </StackedTable>
  );
}

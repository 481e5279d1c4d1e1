import { dollars } from '@shared/pay-rates';
import { formatDate } from '../../../lib/date-format';
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

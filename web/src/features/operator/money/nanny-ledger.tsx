import { dollars, RAISED_RATE_CENTS } from '@shared/pay-rates';
import { ColumnHeads } from '../shared/column-heads';
import { Fact } from '../shared/fact';
import type { NannyEarnings } from '../../../lib/payments';
import { MoneyLineCells } from './money-line-cells';
import { moneyMessages, progressText, rateText } from './money-messages';
import { formatInstant } from '../../../lib/date-format';

/** A nanny's rate, progress toward the raise, totals and every ledger line, newest first. */
export function NannyLedger({ earnings }: { earnings: NannyEarnings }) {
  const { totals } = earnings;
  return (
    <>
      <dl className="booking-facts money__facts">
        <Fact term="Current rate">{rateText(earnings.rateCents)}</Fact>
        <Fact term="Progress">
          {progressText(earnings.cleanSessions, earnings.sessionsForRaise, RAISED_RATE_CENTS)}
        </Fact>
        {earnings.raisedSince !== null && (
          <Fact term="Raised since">
            {formatInstant(earnings.raisedSince, 'dateTime', 'reader')}
          </Fact>
        )}
        <Fact term="This week">{dollars(totals.weekCents)}</Fact>
        <Fact term="This month">{dollars(totals.monthCents)}</Fact>
        <Fact term="In all">{dollars(totals.allCents)}</Fact>
      </dl>
      {earnings.lines.length === 0 ? (
        <p className="queue__empty">{moneyMessages.noLines}</p>
      ) : (
        <div className="table-scroll" role="region" aria-label="Ledger lines" tabIndex={0}>
          <table className="data-table data-table--stack" role="table">
            <ColumnHeads
              names={['Date', 'Session', 'Kind', 'Hours paid', 'Rate', 'Amount', 'Parent']}
            />
            <tbody role="rowgroup">
              {earnings.lines.map((line) => (
                <tr key={line.id} role="row">
                  <MoneyLineCells line={line} hoursLabel="Hours paid" />
                  <td role="cell" data-label="Parent">
                    {line.parentName ?? 'A parent'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

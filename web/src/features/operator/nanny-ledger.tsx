import { dollars, RAISED_RATE_CENTS } from '@shared/booking-times';
import { ColumnHeads } from './column-heads';
import type { NannyEarnings } from './earnings-types';
import { MoneyLineCells } from './money-line-cells';
import { moneyMessages, progressText, rateText } from './money-messages';
import { formatInstant } from '../../lib/date-format';

function Fact({ term, text }: { term: string; text: string }) {
  return (
    <div className="booking-facts__row">
      <dt>{term}</dt>
      <dd>{text}</dd>
    </div>
  );
}

/** A nanny's rate, progress toward the raise, totals and every ledger line, newest first. */
export function NannyLedger({ earnings }: { earnings: NannyEarnings }) {
  const { totals } = earnings;
  return (
    <>
      <dl className="booking-facts money__facts">
        <Fact term="Current rate" text={rateText(earnings.rateCents)} />
        <Fact
          term="Progress"
          text={progressText(earnings.cleanSessions, earnings.sessionsForRaise, RAISED_RATE_CENTS)}
        />
        {earnings.raisedSince !== null && (
          <Fact
            term="Raised since"
            text={formatInstant(earnings.raisedSince, 'dateTime', 'reader')}
          />
        )}
        <Fact term="This week" text={dollars(totals.weekCents)} />
        <Fact term="This month" text={dollars(totals.monthCents)} />
        <Fact term="In all" text={dollars(totals.allCents)} />
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

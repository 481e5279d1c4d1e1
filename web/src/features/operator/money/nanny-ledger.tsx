import { dollars, RAISED_RATE_CENTS } from '@shared/pay-rates';
import { Fact } from '../shared/fact';
import type { NannyEarnings } from '../../../lib/payments';
import { MoneyLinesTable } from './money-line-cells';
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
        <MoneyLinesTable
          label="Ledger lines"
          hoursLabel="Hours paid"
          otherParty="Parent"
          lines={earnings.lines}
          nameOf={(line) => line.parentName ?? 'A parent'}
        />
      )}
    </>
  );
}

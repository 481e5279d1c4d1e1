import { dollars } from '@shared/pay-rates';
import type { ZonedTimes } from '@shared/time-zones';
import type { ReactNode } from 'react';
import { zonedTimeRange } from '../bookings';
import { hoursText, rateText } from './payment-format';

/** What a ledger line of one session (or late cancellation) says: its times, hours and amount. */
interface SessionMoney extends ZonedTimes {
  minutes: number;
  rateCents: number;
  amountCents: number;
}

interface SessionLedgerLineProps {
  line: SessionMoney;
  readerZone: string | null;
  /** The session's date, a link where it opens the booking. */
  date: ReactNode;
  /** What it was, and with whom. */
  title: ReactNode;
}

/**
 * One session's money in a ledger, as the nanny's earnings and the parent's payments list it:
 * the date and what it was, the hours at the rate, and the amount.
 */
export function SessionLedgerLine({ line, readerZone, date, title }: SessionLedgerLineProps) {
  return (
    <li className="ledger__line">
      <div className="ledger__what">
        {date}
        <span>{title}</span>
        <span className="ledger__detail">
          {zonedTimeRange(line, readerZone)} · {hoursText(line.minutes)} at{' '}
          {rateText(line.rateCents)}
        </span>
      </div>
      <span className="ledger__amount">{dollars(line.amountCents)}</span>
    </li>
  );
}

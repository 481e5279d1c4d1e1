import { dollars } from '@shared/pay-rates';
import { Link } from 'react-router';
import { useReaderZone, zonedTimeRange } from '../../lib/bookings';
import { hoursText, rateText } from '../../lib/payments';
import type { LedgerLine } from '../../lib/payments';
import { bookingLink, lineTitle } from './earnings-rules';
import { formatShortDate } from '../../lib/date-format';

/** Her ledger, newest first: each line says where it came from and opens that booking. */
export function EarningsLines({ lines }: { lines: LedgerLine[] }) {
  const readerZone = useReaderZone();
  if (lines.length === 0) {
    return (
      <p className="form__hint">
        No earnings yet. Each session appears here once its hours are confirmed.
      </p>
    );
  }
  return (
    <ul className="ledger" aria-label="Your earnings, newest first">
      {lines.map((line) => (
        <li key={line.id} className="ledger__line">
          <div className="ledger__what">
            <Link to={bookingLink(line.bookingId)} className="ledger__date">
              {formatShortDate(line.date)}
            </Link>
            <span>{lineTitle(line.kind, line.parentName)}</span>
            <span className="ledger__detail">
              {zonedTimeRange(line, readerZone)} · {hoursText(line.minutes)} at{' '}
              {rateText(line.rateCents)}
            </span>
          </div>
          <span className="ledger__amount">{dollars(line.amountCents)}</span>
        </li>
      ))}
    </ul>
  );
}

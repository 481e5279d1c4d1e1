import { Link } from 'react-router';
import { useReaderZone } from '../../lib/bookings';
import { SessionLedgerLine } from '../../lib/payments';
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
        <SessionLedgerLine
          key={line.id}
          line={line}
          readerZone={readerZone}
          date={
            <Link to={bookingLink(line.bookingId)} className="ledger__date">
              {formatShortDate(line.date)}
            </Link>
          }
          title={lineTitle(line.kind, line.parentName)}
        />
      ))}
    </ul>
  );
}

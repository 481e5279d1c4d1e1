import { useEffect, useId } from 'react';
import { LoadFailed } from '../../components/load-failed';
import { usePlatformStore } from '../../lib/bookings';
import { EARNINGS_CSV_PATH } from './earnings-api';
import { EarningsLines } from './earnings-lines';
import { useEarningsStore } from './earnings-store';
import { EarningsSummary } from './earnings-summary';
import { PayoutsSection } from './payouts-section';
import { LoadingLine } from '../../components/loading-line';

/** Her rate, progress and earnings; a confirmed session arrives live (live-updates.ts). */
export function NannyPaymentsTab() {
  const headingId = useId();
  const linesId = useId();
  const load = useEarningsStore((state) => state.load);
  const earnings = useEarningsStore((state) => state.earnings);
  const loadEarnings = useEarningsStore((state) => state.loadEarnings);
  const timeZone = usePlatformStore((state) => state.timeZone);
  const loadPlatform = usePlatformStore((state) => state.load);

  useEffect(() => {
    void loadEarnings();
    void loadPlatform();
  }, [loadEarnings, loadPlatform]);

  return (
    <section className="card payments" aria-labelledby={headingId}>
      <h2 id={headingId}>Your earnings</h2>
      {(load === 'loading' || load === 'idle') && <LoadingLine text="Loading your earnings..." />}
      {load === 'failed' && <LoadFailed what="your earnings" onRetry={() => void loadEarnings()} />}
      {load === 'ready' && earnings !== null && (
        <>
          <EarningsSummary earnings={earnings} timeZone={timeZone} />
          <section className="payments__section" aria-labelledby={linesId}>
            <div className="payments__section-head">
              <h3 id={linesId}>Earnings by session</h3>
              <a
                className="button button--secondary button--small"
                href={EARNINGS_CSV_PATH}
                download
              >
                Download CSV
              </a>
            </div>
            <EarningsLines lines={earnings.lines} />
          </section>
          <p className="form__hint">
            Amounts are recorded through the platform as sessions are confirmed.
          </p>
          <PayoutsSection timeZone={timeZone} />
        </>
      )}
    </section>
  );
}

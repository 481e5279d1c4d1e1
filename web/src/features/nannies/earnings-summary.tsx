import { dollars } from '@shared/pay-rates';
import { useId } from 'react';
import { rateText } from '../../lib/payments';
import type { NannyEarnings } from '../../lib/payments';
import { progressText, progressValue } from './earnings-rules';

interface SummaryProps {
  earnings: NannyEarnings;
  timeZone: string | null;
}

/** Her rate now, her progress toward the raise, and what she earned this week, month and all. */
export function EarningsSummary({ earnings, timeZone }: SummaryProps) {
  const progressId = useId();
  const { totals } = earnings;
  return (
    <div className="earnings-summary">
      <p className="earnings-summary__rate">
        Your rate: <strong>{rateText(earnings.rateCents)}</strong>
      </p>
      <div className="earnings-progress">
        <label htmlFor={progressId} className="earnings-progress__text">
          {progressText(earnings, timeZone)}
        </label>
        <progress
          id={progressId}
          className="earnings-progress__bar"
          max={earnings.sessionsForRaise}
          value={progressValue(earnings)}
        />
        <p className="form__hint">
          A session counts once its hours are confirmed, unless our team judges an issue reported on
          it significant. Sessions that start after you reach 15 are paid $20/hour.
        </p>
      </div>
      <dl className="earnings-totals">
        <div>
          <dt>This week</dt>
          <dd>{dollars(totals.weekCents)}</dd>
        </div>
        <div>
          <dt>This month</dt>
          <dd>{dollars(totals.monthCents)}</dd>
        </div>
        <div>
          <dt>In all</dt>
          <dd>{dollars(totals.allCents)}</dd>
        </div>
      </dl>
    </div>
  );
}

import { dollars } from '@shared/pay-rates';
import { useEffect, useId, useState } from 'react';
import { LoadFailed } from '../../../components/load-failed';
import { fetchReconciliation } from './charges-store';
import type { Reconciliation } from './charges-store';
import { LoadingLine } from '../../../components/loading-line';

type Difference = NonNullable<Reconciliation['reconciliation']>['differences'][number];

const KIND_TEXT = { charge: 'Charge', transfer: 'Transfer', refund: 'Refund' } as const;

/** One difference in words: which side lacks it, or the two amounts. */
export function differenceText(d: Difference): string {
  const what = `${KIND_TEXT[d.kind]} ${d.providerId}${d.chargeId ? ` (${d.chargeId})` : ''}`;
  if (d.gatewayCents === null) {
    return `${what}: in the ledger (${dollars(d.ledgerCents ?? 0)}), not at the gateway`;
  }
  if (d.ledgerCents === null) {
    return `${what}: at the gateway (${dollars(d.gatewayCents)}), not in the ledger`;
  }
  return `${what}: ${dollars(d.ledgerCents)} in the ledger, ${dollars(d.gatewayCents)} at the gateway`;
}

/** The newest daily comparison of the ledger with the gateway, and every difference it found. */
export function ReconciliationSection() {
  const headingId = useId();
  const [state, setState] = useState<Reconciliation | 'loading' | 'failed'>('loading');
  const load = () => {
    setState('loading');
    fetchReconciliation().then(setState, () => setState('failed'));
  };
  useEffect(load, []);
  const report = typeof state === 'object' ? state.reconciliation : null;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>Reconciliation</h3>
      {state === 'loading' && <LoadingLine text="Loading the reconciliation..." />}
      {state === 'failed' && <LoadFailed what="the reconciliation" onRetry={load} />}
      {typeof state === 'object' && report === null && (
        <p className="form__hint">
          {state.mode === 'off'
            ? 'Payments are turned off: there is nothing to reconcile.'
            : 'No reconciliation yet. It runs every night at 04:20 UTC.'}
        </p>
      )}
      {report && report.differences.length === 0 && (
        <p>Ledger and gateway agree as of {report.date}</p>
      )}
      {report && report.differences.length > 0 && (
        <>
          <p role="alert">
            {report.differences.length === 1
              ? `1 difference between the ledger and the gateway as of ${report.date}`
              : `${report.differences.length} differences between the ledger and the gateway as of ${report.date}`}
          </p>
          <ul aria-label="Differences">
            {report.differences.map((d) => (
              <li key={`${d.kind}:${d.providerId}`}>{differenceText(d)}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

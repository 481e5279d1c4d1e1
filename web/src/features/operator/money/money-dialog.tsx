import { FormMessage } from '../../../components/form-message';
import { LoadFailed } from '../../../components/load-failed';
import { ModalDialog } from '../../../components/modal-dialog';
import { useOperatorEarningsStore } from './earnings-store';
import { moneyMessages, moneyTitle } from './money-messages';
import { NannyLedger } from './nanny-ledger';
import { ParentTotals } from './parent-totals';
import { DialogClose } from '../shared/dialog-close';
import { LoadingLine } from '../../../components/loading-line';

/** The nanny's ledger or the parent's totals, over whichever tab opened it. */
export function MoneyDialog() {
  const subject = useOperatorEarningsStore((state) => state.subject);
  const load = useOperatorEarningsStore((state) => state.load);
  const earnings = useOperatorEarningsStore((state) => state.earnings);
  const payments = useOperatorEarningsStore((state) => state.payments);
  const refusal = useOperatorEarningsStore((state) => state.refusal);
  const show = useOperatorEarningsStore((state) => state.show);
  const close = useOperatorEarningsStore((state) => state.close);
  if (subject === null) return null;

  const nanny = subject.kind === 'nanny';
  return (
    <ModalDialog title={moneyTitle(subject)} onDismiss={close}>
      <div className="money">
        {load === 'loading' && (
          <LoadingLine
            text={nanny ? moneyMessages.loadingEarnings : moneyMessages.loadingPayments}
          />
        )}
        {load === 'failed' && refusal !== null && <FormMessage error={refusal} />}
        {load === 'failed' && refusal === null && (
          <LoadFailed
            what={nanny ? 'these earnings' : 'these payments'}
            onRetry={() => void show(subject)}
          />
        )}
        {load === 'ready' && earnings !== null && <NannyLedger earnings={earnings} />}
        {load === 'ready' && payments !== null && <ParentTotals payments={payments} />}
      </div>
      <DialogClose onClose={close} />
    </ModalDialog>
  );
}

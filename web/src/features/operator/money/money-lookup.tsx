import { useState } from 'react';
import type { FormEvent } from 'react';
import { FormMessage } from '../../../components/form-message';
import { TextField } from '../../../components/text-field';
import type { MoneySubject } from './earnings-types';
import { useOperatorEarningsStore } from './earnings-store';
import { moneyMessages } from './money-messages';
import { LookupSection } from '../shared/lookup-section';

/** One id and its button: the dialog opens over the tab, or the form says what is missing. */
function LookupForm({ kind }: { kind: MoneySubject['kind'] }) {
  const show = useOperatorEarningsStore((state) => state.show);
  const [id, setId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const label = kind === 'nanny' ? moneyMessages.nannyIdLabel : moneyMessages.parentIdLabel;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (id.trim() === '') {
      setProblem(moneyMessages.idMissing);
      return;
    }
    setProblem(null);
    void show({ kind, id });
  };
  return (
    <form className="form form--nested money-lookup__form" aria-label={label} onSubmit={submit}>
      <TextField label={label} value={id} onChange={setId} />
      <button type="submit" className="button button--secondary" aria-haspopup="dialog">
        {kind === 'nanny' ? moneyMessages.openNanny : moneyMessages.openParent}
      </button>
      <FormMessage error={problem} />
    </form>
  );
}

/** Any nanny's ledger and progress, any parent's totals, by id. */
export function MoneyLookup() {
  return (
    <LookupSection title={moneyMessages.lookupTitle} hint={moneyMessages.lookupHint}>
      <div className="money-lookup__forms">
        <LookupForm kind="nanny" />
        <LookupForm kind="parent" />
      </div>
    </LookupSection>
  );
}

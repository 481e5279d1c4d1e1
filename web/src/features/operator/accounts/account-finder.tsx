import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { BusyButton } from '../../../components/busy-button';
import { FormMessage } from '../../../components/form-message';
import { useFormSubmit } from '../../../components/use-form-submit';
import { TextField } from '../../../components/text-field';
import { api } from '../../../lib/api/api';
import { useSessionStore } from '../../../lib/session';
import {
  accountFinderTexts as texts,
  mayErase,
  roleLabel,
  type FoundAccount,
} from './account-finder-texts';
import { Fact } from '../shared/fact';
import { LookupSection } from '../shared/lookup-section';
import { eraseAccountTexts, useEraseAccountStore } from './erase-account';
import { formatInstant } from '../../../lib/date-format';
import { SecondaryButton } from '../../../components/secondary-button';

/** The found account and, unless it is hers, the button that opens the erasure dialog. */
function FoundAccountCard({ account }: { account: FoundAccount }) {
  const ownId = useSessionStore((state) => state.user?.id);
  const ask = () =>
    useEraseAccountStore.getState().ask({ accountId: account.id, name: account.fullName });
  return (
    <div className="card">
      <dl className="booking-facts">
        <Fact term={texts.name}>
          {account.fullName}{' '}
          {account.suspended && <span className="badge badge--warning">{texts.suspended}</span>}
        </Fact>
        <Fact term={texts.role}>{roleLabel(account.role)}</Fact>
        <Fact term={texts.email}>{account.email}</Fact>
        <Fact term={texts.joined}>{formatInstant(account.createdAt, 'longDate', 'reader')}</Fact>
      </dl>
      {mayErase(account, ownId) && (
        <SecondaryButton small aria-haspopup="dialog" onClick={ask}>
          {eraseAccountTexts.button(account.role)}
        </SecondaryButton>
      )}
    </div>
  );
}

/** Once the dialog reports this account erased, the card would show a person who is gone. */
function useForgetWhenErased(found: FoundAccount | null, forget: (none: null) => void) {
  useEffect(() => {
    if (found === null) return undefined;
    return useEraseAccountStore.subscribe((state) => {
      if (state.done !== null && state.subject?.accountId === found.id) forget(null);
    });
  }, [found, forget]);
}

/**
 * Any account by its email: a person without bookings (a parent who never booked, a
 * pending nanny) can still ask to be erased, and the booking dialog is no way to reach her.
 */
export function AccountFinder() {
  const [email, setEmail] = useState('');
  const [found, setFound] = useState<FoundAccount | null>(null);
  const { busy, alert, send } = useFormSubmit();
  useForgetWhenErased(found, setFound);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(async () => {
      setFound(null);
      const reply = await api.get('/api/operator/accounts', { query: { email } });
      setFound(reply.account);
    });
  };

  return (
    <LookupSection title={texts.title} hint={texts.hint}>
      <form
        className="form form--nested money-lookup__form"
        aria-label={texts.formLabel}
        onSubmit={submit}
        noValidate
      >
        <TextField
          label={texts.emailLabel}
          type="email"
          value={email}
          onChange={setEmail}
          maxLength={320}
        />
        <BusyButton busy={busy} busyLabel={texts.finding} variant="secondary">
          {texts.find}
        </BusyButton>
        <FormMessage alert={alert} />
      </form>
      {found !== null && <FoundAccountCard account={found} />}
    </LookupSection>
  );
}

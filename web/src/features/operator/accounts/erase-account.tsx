import { useState } from 'react';
import { create } from 'zustand';
import { BusyButton } from '../../../components/busy-button';
import { FormMessage } from '../../../components/form-message';
import { ModalDialog } from '../../../components/modal-dialog';
import { api } from '../../../lib/api/api';
import { errorMessageOf } from '../../../lib/api-client';
import { useBusyAction } from '../../../lib/use-busy-action';
import { SecondaryButton } from '../../../components/secondary-button';

export const eraseAccountTexts = {
  button: (role: 'parent' | 'nanny' | 'operator') => `Erase the ${role}'s account`,
  title: (name: string) => `Erase the account of ${name}?`,
  consequences:
    'Only on her request. Her bookings that have not started are cancelled by the usual rules, her files deleted, her sessions ended; her name and everything she wrote read as "Erased user" everywhere, payment records are kept without her name. This cannot be undone.',
  confirm: 'Erase account',
  cancel: 'Cancel',
};

interface EraseSubject {
  accountId: string;
  name: string;
}

interface EraseState {
  subject: EraseSubject | null;
  done: string | null;
  ask: (subject: EraseSubject) => void;
  close: () => void;
  erased: (message: string) => void;
}

/** One dialog at a time: the booking's closes and this one opens in its place. */
export const useEraseAccountStore = create<EraseState>()((set) => ({
  subject: null,
  done: null,
  ask: (subject) => set({ subject, done: null }),
  close: () => set({ subject: null, done: null }),
  erased: (message) => set({ done: message }),
}));

/** The operator erases an account on the person's request, after a confirmation. */
export function EraseAccountDialog() {
  const subject = useEraseAccountStore((state) => state.subject);
  const done = useEraseAccountStore((state) => state.done);
  const close = useEraseAccountStore((state) => state.close);
  const erased = useEraseAccountStore((state) => state.erased);
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useBusyAction();
  if (subject === null) return null;

  const dismiss = () => {
    setError(null);
    close();
  };
  const erase = () =>
    void run(async () => {
      setError(null);
      try {
        const reply = await api.post('/api/operator/accounts/{accountId}/erase', {
          params: { accountId: subject.accountId },
        });
        erased(reply.message);
      } catch (caught) {
        setError(errorMessageOf(caught));
      }
    });

  return (
    <ModalDialog title={eraseAccountTexts.title(subject.name)} size="small" onDismiss={dismiss}>
      {done === null ? <p>{eraseAccountTexts.consequences}</p> : <FormMessage success={done} />}
      <FormMessage error={error} />
      <div className="stream-history__close">
        <SecondaryButton onClick={dismiss}>
          {done === null ? eraseAccountTexts.cancel : 'Close'}
        </SecondaryButton>
        {done === null && (
          <BusyButton type="button" busy={busy} busyLabel="Erasing..." onClick={erase}>
            {eraseAccountTexts.confirm}
          </BusyButton>
        )}
      </div>
    </ModalDialog>
  );
}

import { useState } from 'react';
import { successAlert } from './live-alert';
import type { AlertMessage } from './live-alert';

/**
 * Which of a card's small forms is open (none: null) and the alert under its buttons: opening a
 * form clears the last alert; a form done closes and its answer shows as a success.
 */
export function useOpenedForm<Which>() {
  const [open, setOpen] = useState<Which | null>(null);
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  return {
    open,
    setOpen,
    alert,
    setAlert,
    show: (which: Which) => {
      setAlert(null);
      setOpen(which);
    },
    close: () => setOpen(null),
    done: (message: string) => {
      setOpen(null);
      setAlert(successAlert(message));
    },
  };
}

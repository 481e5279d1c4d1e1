import { useCallback, useState } from 'react';
import { errorAlert, successAlert } from './live-alert';
import type { AlertMessage } from './live-alert';
import { errorMessageOf } from '../lib/api-client';
import { failureText } from '../lib/failure-text';
import { useBusyAction } from '../lib/use-busy-action';

export interface FormSubmit {
  /** True while the send runs; the submit button shows it and cannot be pressed again. */
  busy: boolean;
  /** What the form says under it: why it was not sent, what the server answered, or its error. */
  alert: AlertMessage | null;
  /** Shows why the form cannot be sent (a check before sending); nothing is sent. */
  refuse: (problem: string) => void;
  /**
   * Sends, once at a time (a second submit while one runs is ignored): the alert clears, then
   * shows the text `task` answers as a success (none when it answers nothing), or its failure as
   * an error, the server's reason after `failure` when given ("Failed to save. <reason>").
   */
  send: (task: () => Promise<string | void>, failure?: string) => Promise<void>;
  /**
   * The check-then-send every form does: with a `problem` (the form's own check before sending)
   * it refuses and sends nothing; without one it sends as `send` does.
   */
  sendChecked: (
    problem: string | null,
    task: () => Promise<string | void>,
    failure?: string,
  ) => Promise<void>;
  /** Clears the alert (the form was reset or closed). */
  clear: () => void;
}

/** The busy, error and success handling every form shares. */
export function useFormSubmit(): FormSubmit {
  const { busy, run } = useBusyAction();
  const [alert, setAlert] = useState<AlertMessage | null>(null);

  const refuse = useCallback((problem: string) => setAlert(errorAlert(problem)), []);
  const clear = useCallback(() => setAlert(null), []);
  const send = useCallback(
    (task: () => Promise<string | void>, failure?: string) =>
      run(async () => {
        setAlert(null);
        try {
          const answer = await task();
          if (typeof answer === 'string') setAlert(successAlert(answer));
        } catch (error) {
          const text = failure === undefined ? errorMessageOf(error) : failureText(failure, error);
          setAlert(errorAlert(text));
        }
      }),
    [run],
  );

  const sendChecked = useCallback(
    async (problem: string | null, task: () => Promise<string | void>, failure?: string) => {
      if (problem === null) await send(task, failure);
      else refuse(problem);
    },
    [send, refuse],
  );

  return { busy, alert, refuse, send, sendChecked, clear };
}

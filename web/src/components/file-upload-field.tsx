import { useState } from 'react';
import type { ChangeEvent } from 'react';
import { fileProblem } from '@shared/upload-rules';
import type { FileRules } from '@shared/upload-rules';
import { failureText } from '../lib/failure-text';
import type { UploadProgress } from '../lib/upload-file';
import { useBusyAction } from '../lib/use-busy-action';
import { Field } from './field';
import { errorAlert, LiveAlert, successAlert } from './live-alert';
import type { AlertMessage } from './live-alert';
import { UploadProgressBar } from './upload-progress-bar';
import { SecondaryButton } from './secondary-button';

interface FileUploadFieldProps {
  /** The picker's label: "Upload photo ID", later "Replace photo ID". */
  label: string;
  /** The file inside a sentence, for the progress bar: "Uploading photo ID". */
  noun: string;
  rules: FileRules;
  success: string;
  failure: string;
  /** Sends the file; resolves once the server has kept it, rejects with the reason otherwise. */
  upload: (file: File, onProgress: UploadProgress) => Promise<void>;
  /** A line under the picker, read out with it: what it takes. */
  hint?: string;
  /** Asked before the upload starts: what replacing the file will do, and the two answers. */
  confirm?: { text: string; confirmLabel: string; cancelLabel: string } | null;
}

/** A file picker that uploads at once, with a progress bar and the outcome announced. */
export function FileUploadField({
  label,
  noun,
  rules,
  success,
  failure,
  upload,
  hint,
  confirm,
}: FileUploadFieldProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const { busy, run } = useBusyAction();
  const [waiting, setWaiting] = useState<File | null>(null);

  const send = (chosen: File) =>
    void run(async () => {
      setAlert(null);
      setProgress(0);
      try {
        await upload(chosen, setProgress);
        setAlert(successAlert(success));
      } catch (error) {
        setAlert(errorAlert(failureText(failure, error)));
      } finally {
        setProgress(null);
      }
    });

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Cleared at once, so choosing the same file again (after fixing it) uploads it again.
    event.target.value = '';
    if (chosen === undefined) return;
    const problem = fileProblem(rules, chosen);
    if (problem !== null) {
      setAlert(errorAlert(`${failure} ${problem}`));
      return;
    }
    if (confirm) {
      setAlert(null);
      setWaiting(chosen);
      return;
    }
    send(chosen);
  };

  return (
    <>
      <Field label={label} hint={hint}>
        {({ id, describedBy }) => (
          <input
            id={id}
            className="upload__input"
            type="file"
            accept={rules.types.join(',')}
            onChange={onChange}
            disabled={busy || waiting !== null}
            aria-describedby={describedBy}
          />
        )}
      </Field>
      {confirm && waiting !== null && (
        <div className="upload__confirm" role="alertdialog" aria-label={`Confirm: ${label}`}>
          <p>{confirm.text}</p>
          <button
            type="button"
            className="button"
            onClick={() => {
              setWaiting(null);
              send(waiting);
            }}
          >
            {confirm.confirmLabel}
          </button>{' '}
          <SecondaryButton onClick={() => setWaiting(null)}>{confirm.cancelLabel}</SecondaryButton>
        </div>
      )}
      {progress !== null && <UploadProgressBar label={noun} fraction={progress} />}
      <LiveAlert alert={alert} />
    </>
  );
}

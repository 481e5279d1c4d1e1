import { SOON_REMINDER_LABEL } from '@shared/session-notes';
import { useEffect, useState } from 'react';
import { CheckboxField } from '../../components/checkbox-field';
import { errorAlert, LiveAlert, successAlert } from '../../components/live-alert';
import type { AlertMessage } from '../../components/live-alert';
import { api } from '../../lib/api/api';
import { failureText } from '../../lib/failure-text';

/**
 * "Email me a reminder 3 hours before each session", on a parent's or nanny's Bookings tab (the
 * 24-hour reminder always comes). Read when shown; each change is saved at once.
 */
export function SoonReminderSetting() {
  const [on, setOn] = useState<boolean | null>(null);
  const [alert, setAlert] = useState<AlertMessage | null>(null);

  useEffect(() => {
    let live = true;
    api.get('/api/reminder-settings').then(
      (settings) => live && setOn(settings.soonReminder),
      () => live && setOn(true),
    );
    return () => {
      live = false;
    };
  }, []);

  if (on === null) return null;
  const change = (soonReminder: boolean) => {
    setOn(soonReminder);
    setAlert(null);
    api.put('/api/reminder-settings', { body: { soonReminder } }).then(
      (answer) => setAlert(successAlert(answer.message)),
      (error: unknown) => {
        setOn(!soonReminder);
        setAlert(errorAlert(failureText('Failed to save the setting.', error)));
      },
    );
  };
  return (
    <div className="reminder-setting">
      <CheckboxField
        label={SOON_REMINDER_LABEL}
        checked={on}
        onChange={change}
        hint="A reminder 24 hours before always comes."
      />
      <LiveAlert alert={alert} />
    </div>
  );
}

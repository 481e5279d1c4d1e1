export interface AlertMessage {
  tone: 'success' | 'error';
  text: string;
}

export const successAlert = (text: string): AlertMessage => ({ tone: 'success', text });
export const errorAlert = (text: string): AlertMessage => ({ tone: 'error', text });

/**
 * A polite live region that is always in the page, so screen readers announce each new message
 * (a region inserted together with its text is often missed).
 */
export function LiveAlert({ alert }: { alert: AlertMessage | null }) {
  return (
    <div className="live-alert" role="status" aria-live="polite">
      {alert !== null && <p className={`form-message form-message--${alert.tone}`}>{alert.text}</p>}
    </div>
  );
}

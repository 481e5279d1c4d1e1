import { DATA_EXPORT_URL } from './privacy-api';

/** "Download my data": everything the product holds about her, as one JSON file. */
export function DataCopy() {
  return (
    <div className="account-settings__privacy" aria-labelledby="data-copy-heading">
      <h3 id="data-copy-heading">A copy of your data</h3>
      <p className="form__hint">
        One file (JSON) with everything RBT Nanny Connect holds about you: your account, profile,
        bookings, payments, messages, saved searches, who looked at your information and the history
        of your changes. Documents are listed by name and size; download them from your profile.
      </p>
      <a className="button button--secondary" href={DATA_EXPORT_URL} download>
        Download my data
      </a>
    </div>
  );
}

import { formatDate } from '../../lib/date-format';
import { useCredentialStore } from './credential-store';
import { useLoadOnShow } from '../../lib/use-load-on-show';

/**
 * Her RBT certification as operators last read it in the registry: the expiry and the last
 * check, and, when families cannot find her because of it, why and what to do (live).
 */
export function CredentialStatus() {
  const credential = useCredentialStore((s) => s.credential);
  const refresh = useCredentialStore((s) => s.refresh);
  useLoadOnShow(refresh);
  if (!credential || credential.standing === 'unrecorded') return null;
  return (
    <div className="credential-status" aria-live="polite">
      {credential.notice !== null && <p className="notice">{credential.notice}</p>}
      {credential.expiresOn !== null && (
        <p className="form__hint">RBT certification expires {formatDate(credential.expiresOn)}.</p>
      )}
      {credential.checkedOn !== null && (
        <p className="form__hint">Last checked {formatDate(credential.checkedOn)}.</p>
      )}
    </div>
  );
}

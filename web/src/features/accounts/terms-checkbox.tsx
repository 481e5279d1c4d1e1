import { useId } from 'react';
import { PageLink } from '../../lib/navigation';
import { useAuthPanelStore } from './auth-panel-store';

/**
 * Not `required` on purpose: the browser's own bubble would pre-empt the product's message,
 * which the form shows instead.
 */
export function TermsCheckbox() {
  const accepted = useAuthPanelStore((state) => state.values.acceptTerms);
  const setValue = useAuthPanelStore((state) => state.setValue);
  const id = useId();
  return (
    <div className="check">
      <input
        id={id}
        type="checkbox"
        className="check__input"
        checked={accepted}
        onChange={(event) => setValue('acceptTerms', event.target.checked)}
        aria-required="true"
      />
      <label htmlFor={id} className="check__label">
        I agree to the <PageLink to="/terms-of-service">Terms &amp; Conditions</PageLink>
      </label>
    </div>
  );
}

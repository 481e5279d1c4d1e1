import { useId } from 'react';
import { useAuthPanelStore } from './auth-panel-store';

/**
 * Not `required` on purpose: the browser's own bubble would pre-empt the product's message,
 * which the form shows instead. The Terms open in a new tab, so what she has typed stays where it
 * is: the page keeps nothing in browser storage (docs/security.md), so a page load would lose it.
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
        I agree to the{' '}
        <a href="/terms-of-service" target="_blank" rel="noopener noreferrer">
          Terms &amp; Conditions
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </label>
    </div>
  );
}

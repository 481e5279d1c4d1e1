import { useEffect, useState } from 'react';
import { errorMessageOf } from '../../lib/api-client';
import { fetchGoogleEnabled, startGoogleSignIn } from './accounts-api';
import { useAuthPanelStore } from './auth-panel-store';
import { googleStartBody } from './google-start-body';
import { messages } from './password-rules';
import { GoogleMark } from './google-mark';

function useGoogleEnabled(): boolean | null {
  const [enabled, setEnabled] = useState<boolean | null>(null);
  useEffect(() => {
    let active = true;
    fetchGoogleEnabled().then(
      (value) => active && setEnabled(value),
      () => active && setEnabled(false),
    );
    return () => {
      active = false;
    };
  }, []);
  return enabled;
}

export function GoogleSignInButton() {
  const enabled = useGoogleEnabled();
  const [leaving, setLeaving] = useState(false);

  // Coming back with the Back button restores this page from the cache, still "leaving".
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => event.persisted && setLeaving(false);
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const start = () => {
    const { mode, values, showError, clearMessages } = useAuthPanelStore.getState();
    if (mode === 'signup' && !values.acceptTerms) {
      showError(messages.termsRequired);
      return;
    }
    clearMessages();
    setLeaving(true);
    const { role, firstName, lastName } = values;
    const body =
      mode === 'signup'
        ? googleStartBody({ mode, role, firstName, lastName })
        : googleStartBody({ mode });
    // A POST from our own page (the server checks its Origin), then a full-page redirect.
    startGoogleSignIn(body).then(
      (url) => window.location.assign(url),
      (error: unknown) => {
        setLeaving(false);
        showError(errorMessageOf(error));
      },
    );
  };

  return (
    <div className="google">
      <button
        type="button"
        className="button button--google"
        onClick={start}
        disabled={enabled !== true || leaving}
        aria-busy={leaving || undefined}
      >
        <GoogleMark />
        {leaving ? 'Opening Google...' : 'Continue with Google'}
      </button>
      {enabled === false && <p className="form__hint">{messages.googleNotConfigured}</p>}
    </div>
  );
}

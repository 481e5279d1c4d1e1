import { useAuthPanelStore } from './auth-panel-store';

export function ModeToggle() {
  const mode = useAuthPanelStore((state) => state.mode);
  const setMode = useAuthPanelStore((state) => state.setMode);
  return (
    <p className="auth-panel__toggle">
      <button
        type="button"
        className="link-button"
        onClick={() => setMode(mode === 'login' ? 'signup' : 'login')}
      >
        {mode === 'login' ? "Don't have an account? Sign up" : 'Already have an account? Log in'}
      </button>
    </p>
  );
}

import { useSessionStore } from '../../lib/session';

export function useSignedInWithGoogle(): boolean {
  return useSessionStore((state) => state.user?.signInMethod === 'google');
}

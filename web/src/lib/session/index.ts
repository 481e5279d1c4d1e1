export { useSessionStore } from './session-store';
export type { SessionState } from './session-store';
export { dashboardPathFor } from './dashboard-path';
export { parseSessionResponse } from './session-api';
export type { SessionStatus, SessionUser, SignInMethod, UserRole } from './session-types';

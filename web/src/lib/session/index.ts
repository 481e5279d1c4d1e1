export { useSessionStore } from './session-store';
export { dashboardPathFor } from './dashboard-path';
export { parseSessionResponse } from './session-api';
export type { SessionUser, UserRole } from './session-types';

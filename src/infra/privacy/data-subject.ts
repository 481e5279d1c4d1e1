import type { AuthContext } from '../auth/session-store.js';

/**
 * The person a copy of her data is made for (docs/privacy.md, A copy of your data): each
 * feature's part holds only what is hers, and her role says which parts she has.
 */
export type DataSubject = Pick<AuthContext, 'accountId' | 'role'>;

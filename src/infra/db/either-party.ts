import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from './schema.js';

/** The read tables with a side for each party of a session: a parent's and a nanny's. */
type PartyTable = {
  [T in keyof Database]: Database[T] extends { parent_id: unknown; nanny_id: unknown } ? T : never;
}[keyof Database];

/** A filter on a table of PartyTable: the rows where `accountId` is either party. */
export const eitherPartyIs =
  (accountId: string) =>
  <T extends PartyTable>(eb: ExpressionBuilder<Database, T>) =>
    eb.or([eb(sql.ref('parent_id'), '=', accountId), eb(sql.ref('nanny_id'), '=', accountId)]);

import { randomUUID } from 'node:crypto';
import { generateSecretToken, hashSecretToken } from '../../src/infra/auth/secret-tokens.js';
import { SESSION_LIFETIME_MS } from '../../src/infra/auth/session-store.js';
import type { Runtime } from '../../src/runtime.js';
import { registeredEvent } from '../../test/helpers/test-sessions.js';

/** `count` parents registered through the event store, each with a session: their cookies. */
export async function signedInParents(runtime: Runtime, count: number): Promise<string[]> {
  const cookies: string[] = [];
  for (let done = 0; done < count;) {
    const batch = Math.min(250, count - done);
    const at = new Date();
    const tokens = Array.from({ length: batch }, generateSecretToken);
    await runtime.eventStore.transact(async (tx) => {
      const rows = [];
      for (let i = 0; i < batch; i++) {
        const accountId = randomUUID();
        await tx.append({ id: `account-${accountId}`, type: 'account' }, 0, [
          registeredEvent('parent', accountId, at.toISOString()),
        ]);
        rows.push({
          id: hashSecretToken(tokens[i]!),
          account_id: accountId,
          created_at: at,
          expires_at: new Date(at.getTime() + SESSION_LIFETIME_MS),
        });
      }
      await tx.db.insertInto('sessions').values(rows).execute();
    });
    cookies.push(...tokens.map((token) => `rbt_session=${token}`));
    done += batch;
  }
  return cookies;
}

/** A session for each of these existing accounts (nannies seeded for a bench): their cookies. */
export async function signedInAccounts(runtime: Runtime, accountIds: string[]): Promise<string[]> {
  const at = new Date();
  const tokens = accountIds.map(() => generateSecretToken());
  await runtime.db
    .insertInto('sessions')
    .values(
      accountIds.map((accountId, i) => ({
        id: hashSecretToken(tokens[i]!),
        account_id: accountId,
        created_at: at,
        expires_at: new Date(at.getTime() + SESSION_LIFETIME_MS),
      })),
    )
    .execute();
  return tokens.map((token) => `rbt_session=${token}`);
}

import type { Role } from '../db/schema.js';

/** A session row joined with its account, as validateSessionToken reads it. */
export interface SessionRow {
  created_at: Date;
  expires_at: Date;
  id: string;
  role: Role;
  email: string;
  full_name: string;
  email_verified: boolean;
  sign_up_method: 'password' | 'google';
}

interface SessionCacheOptions {
  maxEntries: number;
  /**
   * The longest a row is trusted without being told of a change: the bound on a revoked
   * session still working here should this instance stop hearing of session ends.
   */
  ttlMs: number;
  now?: () => number;
}

interface Entry {
  row: SessionRow;
  cachedAt: number;
}

/**
 * Signed-in sessions in memory, so a page request costs no database round trip for its
 * cookie. A cached row is used only while nothing could have changed it:
 * - an event on the account's stream (name, email, verification, password, suspension) forgets
 *   that account's sessions, both when this process commits it and when it follows another
 *   instance's (see the runtime);
 * - a session deleted anywhere on the server (sign-out, password change, a script) empties the
 *   cache through the sessions table's NOTIFY trigger; this process's own sign-out forgets
 *   at once, before it answers;
 * - a (re)connected listener empties it, since ends may have been missed meanwhile.
 * A lookup that started before a forget is never stored: it may have read the old row.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byAccount = new Map<string, Set<string>>();
  private generation = 0;
  private readonly now: () => number;
  hits = 0;
  misses = 0;

  constructor(private readonly options: SessionCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The cached row of `sessionId`, or `read()`'s (stored when it exists and nothing intervened). */
  async get(
    sessionId: string,
    read: () => Promise<SessionRow | undefined>,
  ): Promise<SessionRow | undefined> {
    const hit = this.entries.get(sessionId);
    if (hit && this.now() - hit.cachedAt < this.options.ttlMs) {
      this.hits++;
      return hit.row;
    }
    this.misses++;
    const generation = this.generation;
    const row = await read();
    if (row && generation === this.generation) this.store(sessionId, row);
    return row;
  }

  /** A session ended or renewed here: drop it (the next use reads it again). */
  forgetSession(sessionId: string): void {
    this.generation++;
    this.drop(sessionId);
  }

  /** Something about the account changed: its sessions are read again. */
  forgetAccount(accountId: string): void {
    this.generation++;
    for (const sessionId of this.byAccount.get(accountId) ?? []) this.entries.delete(sessionId);
    this.byAccount.delete(accountId);
  }

  /** Sessions may have ended anywhere: every one is read again. */
  clear(): void {
    this.generation++;
    this.entries.clear();
    this.byAccount.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private store(sessionId: string, row: SessionRow): void {
    this.entries.delete(sessionId);
    this.entries.set(sessionId, { row, cachedAt: this.now() });
    let sessions = this.byAccount.get(row.id);
    if (!sessions) this.byAccount.set(row.id, (sessions = new Set()));
    sessions.add(sessionId);
    // The oldest stored goes first: a bound on memory, not a hit-rate tuning.
    while (this.entries.size > this.options.maxEntries) {
      this.drop(this.entries.keys().next().value as string);
    }
  }

  private drop(sessionId: string): void {
    const entry = this.entries.get(sessionId);
    if (!entry) return;
    this.entries.delete(sessionId);
    this.byAccount.get(entry.row.id)?.delete(sessionId);
  }
}

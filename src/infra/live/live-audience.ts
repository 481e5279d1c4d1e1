import type { Role } from '../db/schema.js';
import { isOpen, type LiveClient } from './live-delivery.js';
import type { Audience, LiveMessage, LiveNotice } from './live-messages.js';

/**
 * The sockets following the log, indexed by role and by account, so an event's messages reach
 * their audience without looking at every socket, and each distinct frame is serialised once
 * (1,000 parents hearing `directory.changed` cost one JSON.stringify, not 1,000).
 */
export class LiveAudience {
  private readonly all = new Set<LiveClient>();
  private readonly byRole = new Map<Role, Set<LiveClient>>();
  private readonly byAccount = new Map<string, Set<LiveClient>>();

  add(client: LiveClient): void {
    this.all.add(client);
    setOf(this.byRole, client.auth.role).add(client);
    setOf(this.byAccount, client.auth.accountId).add(client);
  }

  delete(client: LiveClient): void {
    if (!this.all.delete(client)) return;
    removeFrom(this.byRole, client.auth.role, client);
    removeFrom(this.byAccount, client.auth.accountId, client);
  }

  countByRole(): Map<Role, number> {
    return new Map([...this.byRole].map(([role, clients]) => [role, clients.size]));
  }

  get size(): number {
    return this.all.size;
  }

  clients(): LiveClient[] {
    return [...this.all];
  }

  /**
   * Sends every socket the messages of one event meant for it, as one frame (see deliver), in
   * the order the mappers gave them. Sockets hearing the same messages share one frame.
   */
  broadcast(routed: readonly { message: LiveMessage | LiveNotice; to: Audience }[]): void {
    const wanted = new Map<LiveClient, number[]>();
    const want = (clients: Set<LiveClient> | undefined, index: number) => {
      for (const client of clients ?? []) {
        let indices = wanted.get(client);
        if (!indices) wanted.set(client, (indices = []));
        // In audience by role and by account: still once.
        if (indices.at(-1) !== index) indices.push(index);
      }
    };
    routed.forEach(({ to }, index) => {
      for (const role of to.roles ?? []) want(this.byRole.get(role), index);
      for (const accountId of to.accountIds ?? []) want(this.byAccount.get(accountId), index);
    });
    const frames = new Map<string, Buffer>();
    for (const [client, indices] of wanted) {
      if (!isOpen(client.socket)) continue;
      const key = indices.join(',');
      let frame = frames.get(key);
      if (!frame) {
        frame = Buffer.from(JSON.stringify(indices.map((index) => routed[index]!.message)));
        frames.set(key, frame);
      }
      client.socket.send(frame, { binary: false });
    }
  }
}

function setOf<K>(map: Map<K, Set<LiveClient>>, key: K): Set<LiveClient> {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  return set;
}

function removeFrom<K>(map: Map<K, Set<LiveClient>>, key: K, client: LiveClient): void {
  const set = map.get(key);
  set?.delete(client);
  if (set?.size === 0) map.delete(key);
}

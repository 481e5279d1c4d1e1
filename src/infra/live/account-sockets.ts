/**
 * The sockets of each account, oldest first, so one account cannot hold an unbounded number:
 * each costs memory, a share of every event's fan-out and, on reconnecting, a catch-up read.
 */
export class AccountSockets<S> {
  private readonly byAccount = new Map<string, S[]>();

  constructor(private readonly limit: number) {}

  /** Takes a new socket; returns the account's oldest sockets that must give way to it. */
  admit(accountId: string, socket: S): S[] {
    const sockets = [...(this.byAccount.get(accountId) ?? []), socket];
    const evicted = sockets.splice(0, Math.max(0, sockets.length - this.limit));
    this.byAccount.set(accountId, sockets);
    return evicted;
  }

  release(accountId: string, socket: S): void {
    const remaining = (this.byAccount.get(accountId) ?? []).filter((s) => s !== socket);
    if (remaining.length > 0) this.byAccount.set(accountId, remaining);
    else this.byAccount.delete(accountId);
  }
}

/**
 * The positions of the last `size` events the hub handed out, in the order it read them: the
 * window a reconnecting socket may catch up from. A position not in it (0, too old, never handed
 * out by this instance, in the future) cannot be resumed from: the page refetches instead.
 */
export class RecentPositions {
  private readonly ring: number[] = [];
  private readonly known = new Set<number>();
  private next = 0;

  constructor(private readonly size: number) {
    if (!Number.isSafeInteger(size) || size < 1) throw new Error('The window holds 1 or more.');
  }

  add(position: number): void {
    if (this.known.has(position)) return;
    if (this.ring.length === this.size) this.known.delete(this.ring[this.next]!);
    this.ring[this.next] = position;
    this.next = (this.next + 1) % this.size;
    this.known.add(position);
  }

  has(position: number): boolean {
    return this.known.has(position);
  }
}

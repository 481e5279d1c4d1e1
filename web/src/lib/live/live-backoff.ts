/** The first wait before reconnecting, and the longest; each failed attempt doubles the wait. */
export const FIRST_DELAY_MS = 500;
export const MAX_DELAY_MS = 15_000;

/**
 * How long to wait before reconnect attempt `attempt` (0 for the first after a drop): between
 * half and all of 0.5 s, 1 s, 2 s, ... up to 15 s. The random half keeps many clients that lost
 * the same server from all coming back at the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, attempt));
  const jitter = Math.min(1, Math.max(0, random()));
  return Math.round(ceiling / 2 + (jitter * ceiling) / 2);
}

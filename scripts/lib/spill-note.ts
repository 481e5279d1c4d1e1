/**
 * What an operator running replay or rebuild at size should know: past the row budget the
 * fold kept the least recently used rows in a temporary file (slower, bounded in memory).
 */
export function spillNote(spilledRows: number | undefined, budget: number): string | null {
  if (!spilledRows) return null;
  return (
    `${spilledRows.toLocaleString('en-US')} row(s) went to a temporary file on the way ` +
    `(more than REPLAY_ROWS_IN_MEMORY, ${budget.toLocaleString('en-US')}, at once).`
  );
}

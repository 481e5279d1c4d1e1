import { describe, expect, it } from 'vitest';
import { spillNote } from './spill-note.js';

describe('the note on rows spilled to a file', () => {
  it('says nothing when every row stayed in memory', () => {
    expect(spillNote(0, 400_000)).toBeNull();
    expect(spillNote(undefined, 400_000)).toBeNull();
  });

  it('names the rows spilled and the budget', () => {
    expect(spillNote(1_234_567, 150_000)).toBe(
      '1,234,567 row(s) went to a temporary file on the way (more than REPLAY_ROWS_IN_MEMORY, 150,000, at once).',
    );
  });
});

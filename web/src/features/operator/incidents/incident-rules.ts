import { hiddenCharactersProblem } from '@shared/plain-text';
import { DECISION_NOTE_MAX_LENGTH, NOTE_TOO_LONG_MESSAGE } from '@shared/incidents';
import { incidentMessages } from './incident-messages';

/** The outcome chosen in the decide form; null until the operator picks one. */
export type Outcome = 'significant' | 'not_significant' | null;

/** Why the decision cannot be sent, or null; the server checks the same again. */
export function decisionProblem(outcome: Outcome, note: string): string | null {
  if (outcome === null) return incidentMessages.chooseOutcome;
  if (note.trim().length > DECISION_NOTE_MAX_LENGTH) return NOTE_TOO_LONG_MESSAGE;
  return hiddenCharactersProblem('Note', note, 'text');
}

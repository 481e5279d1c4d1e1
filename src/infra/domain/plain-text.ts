import { firstHiddenCharactersProblem, type TextShape } from '../../shared/plain-text.js';
import { validationError } from './errors.js';

/** Refuses free text others will see when it hides control or text-direction characters. */
export function assertPlainText(
  fields: readonly (readonly [label: string, value: string, shape: TextShape])[],
): void {
  const problem = firstHiddenCharactersProblem(fields);
  if (problem) throw validationError(problem);
}

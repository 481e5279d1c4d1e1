// Rules both the server and the web app apply (STYLE.md "Rules both sides need"): no Node
// imports and no I/O here, so web/src can import this file through the `@shared` alias.

import { formatNumber } from './numbers.js';

/*
 * Characters that change how the text around them is shown without being seen themselves: the
 * bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069), the direction
 * marks (U+200E, U+200F, U+061C), control characters (C0, DEL, C1), the line and paragraph
 * separators and the byte order mark. In a name or a bio they can make a parent read something
 * else than what was written (a reversed name, a hidden phone number), so they are refused.
 */
const DIRECTION_AND_INVISIBLE =
  '\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069\\u2028\\u2029\\uFEFF';
/**
 * A one-line field (a name): every control character, tabs and line breaks included, and every
 * format character (Unicode Cf: zero-width spaces, joiners and non-joiners, word joiners, soft
 * hyphens, invisible tag letters). A name has no use for them and they hide what it says: "Nora"
 * with a zero-width space inside is another name to a search, the same to the eye. The one
 * exception is the joiner inside an emoji ("👩‍👧"), which draws one picture of two.
 */
const HIDDEN_IN_LINE = new RegExp(
  `[\\u0000-\\u001F\\u007F-\\u009F${DIRECTION_AND_INVISIBLE}]|\\p{Cf}`,
  'u',
);
const EMOJI_JOINER =
  /(?<=\p{Extended_Pictographic}(?:\u{FE0F}|\p{Emoji_Modifier})?)\u200D(?=\p{Extended_Pictographic})/gu;
/** A multi-line field: line breaks and tabs are fine, other control characters are not. */
const HIDDEN_IN_TEXT = new RegExp(
  `[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F${DIRECTION_AND_INVISIBLE}]`,
  'u',
);

export type TextShape = 'line' | 'text';

/** What a person is told when a field is longer than its limit ("Allergies must be at most 500 characters."). */
export const textTooLongMessage = (label: string, max: number) =>
  `${label} must be at most ${formatNumber(max)} characters.`;

/** What a person is told when a field holds such characters. */
export const hiddenCharactersMessage = (label: string) =>
  `${label} contains hidden control or text-direction characters. Please remove them.`;

/** The message for a field holding such characters, or null when the text is plain. */
export function hiddenCharactersProblem(
  label: string,
  value: string,
  shape: TextShape,
): string | null {
  const hidden =
    shape === 'line'
      ? HIDDEN_IN_LINE.test(value.replace(EMOJI_JOINER, ''))
      : HIDDEN_IN_TEXT.test(value);
  return hidden ? hiddenCharactersMessage(label) : null;
}

/** The first problem among several fields, in the order given, or null. */
export function firstHiddenCharactersProblem(
  fields: readonly (readonly [label: string, value: string, shape: TextShape])[],
): string | null {
  for (const [label, value, shape] of fields) {
    const problem = hiddenCharactersProblem(label, value, shape);
    if (problem) return problem;
  }
  return null;
}

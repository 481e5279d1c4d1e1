// Contact details wait for a booking: the one rule for what a parent and a nanny may read of each
// other's words before a booking between them is accepted (messages, a booking's note and
// reasons, their emails and data exports). No Node imports and no I/O here (STYLE.md "Rules both
// sides need").

/** What replaces a contact detail in text shown before a booking is accepted. */
export const HIDDEN_CONTACT = '[hidden]';
/** The note shown beside text whose contact details were hidden. */
export const CONTACTS_HIDDEN_NOTE = 'Contact details are shared once a booking is accepted';

export interface ShownText {
  text: string;
  /** True when contact details in it were hidden from this reader. */
  masked: boolean;
}

/**
 * Words one of the two wrote, as the other reads them: whole once the pair's contacts are shared
 * (a booking between them was accepted, ever), else with contact details hidden.
 */
export function shownToOther(text: string, contactsShared: boolean): ShownText {
  return contactsShared ? { text, masked: false } : maskContactDetails(text);
}

const TLDS =
  'com|net|org|edu|gov|io|co|app|dev|info|biz|xyz|ly|gg|tv|uk|ca|de|fr|au|nz|ie|es|site|online|link|page|chat|social|me|us';
// Starts where a run of such characters starts: trying every place inside one would take time
// growing with the square of its length.
const EMAIL = String.raw`(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}`;
const URL_ = String.raw`(?:https?:\/\/|www\.)[^\s<>"]+`;
const DOMAIN = String.raw`(?<![\w@.])(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+(?:${TLDS})\b(?:\/[^\s<>"]*)?`;
/**
 * What may stand between the digits of a phone number: anything but letters, digits, currency
 * and percent signs, "+" and "@" (spaces, dashes, dots, slashes, underscores, brackets, commas,
 * colons, emoji...), any spaces and at most three other characters at a time.
 */
const SEPARATOR = String.raw`[^\p{L}\p{M}\p{N}\p{Sc}\s%+@]`;
const DIGIT_RUN = String.raw`\p{Nd}(?:\s*(?:${SEPARATOR}\s*){0,3}\p{Nd})*`;
const PHONE = String.raw`(?<open>\(\s*)?(?<plus>\+\s*)?(?<run>${DIGIT_RUN})`;
const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"]+$/u;

/** Full dates (2026-12-03, 12/03/2026, 3.12.2026) and times (9:30, 14:05:30) in a digit run. */
const DAY = '(?:0?[1-9]|[12]\\d|3[01])';

/**
 * The patterns, compiled on first use: case-insensitive Unicode classes take tens of
 * milliseconds to compile on a phone, which a page that loads this module and never masks a
 * text (a dashboard's first paint) should not pay.
 */
let compiled: { contact: RegExp; exemptDigits: RegExp } | undefined;
function patterns() {
  compiled ??= {
    contact: new RegExp(
      String.raw`(?<email>${EMAIL})|(?<url>${URL_})|(?<domain>${DOMAIN})|${PHONE}`,
      'giu',
    ),
    exemptDigits: new RegExp(
      String.raw`(?<![\p{Nd}:])(?:(?:19|20)\d\d[-/.](?:0?[1-9]|1[0-2])[-/.]${DAY}|${DAY}[-/.]${DAY}[-/.](?:19|20)\d\d|(?:[01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d)?)(?!:?\p{Nd})`,
      'gu',
    ),
  };
  return compiled;
}
/** Digits that make a phone number: ten, or eight after a "+" and a country code. */
const PHONE_DIGITS = 10;
const INTERNATIONAL_DIGITS = 8;

/**
 * The text as it is matched: each character in its compatibility form (NFKC: full-width digits
 * and "＠" become plain ones), format characters (Unicode Cf: zero-width spaces and joiners, word
 * joiners, soft hyphens) left out. `from` and `to` hold, for each unit of it, the span of the
 * original character it came from, so what is hidden is hidden in the text as typed and the rest
 * is kept exactly (emoji joined by a zero-width joiner included).
 */
function foldedForMatching(original: string) {
  let text = '';
  const from: number[] = [];
  const to: number[] = [];
  let index = 0;
  for (const char of original) {
    const end = index + char.length;
    if (!/\p{Cf}/u.test(char)) {
      const folded = char < '\u0080' ? char : char.normalize('NFKC');
      for (let unit = 0; unit < folded.length; unit++) {
        from.push(index);
        to.push(end);
      }
      text += folded;
    }
    index = end;
  }
  return { text, from, to };
}

/**
 * Where a run of digits is a phone number, the part of it to hide, or null. Dates and times in it
 * do not count, so "10:00-12:00 on 2026-12-03" stays, and a time before a number stays shown.
 */
function phoneSpan(match: RegExpMatchArray): [number, number] | null {
  const { open = '', plus = '', run = '' } = match.groups ?? {};
  const runStart = match.index! + open.length + plus.length;
  const counted = run.replace(patterns().exemptDigits, (exempt) => ' '.repeat(exempt.length));
  const digits = [...counted.matchAll(/\p{Nd}/gu)];
  if (digits.length < (plus ? INTERNATIONAL_DIGITS : PHONE_DIGITS)) return null;
  const first = digits[0]!.index;
  const lastDigit = digits[digits.length - 1]!;
  const end = runStart + lastDigit.index + lastDigit[0].length;
  if (first > 0) return [runStart + first, end];
  // "(555) 123-4567": the bracket is the number's; "(555 123 4567)" keeps its own brackets.
  const bracketed = open !== '' && run.slice(0, lastDigit.index).includes(')');
  return [match.index! + (bracketed ? 0 : open.length), end];
}

/** The part of a match to hide, or null when it is no contact detail. */
function hiddenSpan(match: RegExpMatchArray): [number, number] | null {
  const start = match.index!;
  const { email, url, domain } = match.groups ?? {};
  if (email) return [start, start + email.length];
  const link = url ?? domain;
  if (link) {
    // A sentence's full stop or a closing bracket after a link is not part of it.
    const tail = TRAILING_PUNCTUATION.exec(link)?.[0] ?? '';
    return [start, start + link.length - tail.length];
  }
  return phoneSpan(match);
}

/**
 * Email addresses, phone numbers and links replaced by "[hidden]". Matching ignores format
 * characters and compatibility forms (full-width digits, "＠"), and a phone number's digits may
 * be separated by anything but letters. Times, prices, dates, ages and counts stay: a phone
 * number needs ten digits, or a leading + and eight.
 */
export function maskContactDetails(text: string): ShownText {
  const folded = foldedForMatching(text);
  let result = '';
  let kept = 0;
  let masked = false;
  for (const match of folded.text.matchAll(patterns().contact)) {
    const span = hiddenSpan(match);
    if (!span) continue;
    const [start, end] = [folded.from[span[0]]!, folded.to[span[1] - 1]!];
    result += text.slice(kept, start) + HIDDEN_CONTACT;
    kept = end;
    masked = true;
  }
  return masked ? { text: result + text.slice(kept), masked } : { text, masked };
}

// The lengths of what a profile says of a person, checked by the nanny's and the parent's deciders
// (docs/product.md, Profiles). No Node imports: the web app may import this file too.

export const FULL_NAME_MAX_LENGTH = 100;
export const BIO_MAX_LENGTH = 2000;
export const SPECIAL_CONSIDERATIONS_MAX_LENGTH = 4000;

export const PROFILE_LENGTH_MESSAGES = {
  fullName: `Your name can be at most ${FULL_NAME_MAX_LENGTH} characters.`,
  bio: `Your bio can be at most ${BIO_MAX_LENGTH} characters.`,
  specialConsiderations: `Special considerations can be at most ${SPECIAL_CONSIDERATIONS_MAX_LENGTH} characters.`,
} as const;

const LIMITS: Record<keyof typeof PROFILE_LENGTH_MESSAGES, number> = {
  fullName: FULL_NAME_MAX_LENGTH,
  bio: BIO_MAX_LENGTH,
  specialConsiderations: SPECIAL_CONSIDERATIONS_MAX_LENGTH,
};

/** The message of the first trimmed field longer than its limit, or null. */
export function profileLengthProblem(
  fields: Partial<Record<keyof typeof PROFILE_LENGTH_MESSAGES, string>>,
): string | null {
  for (const [name, limit] of Object.entries(LIMITS) as [keyof typeof LIMITS, number][]) {
    const value = fields[name];
    if (value !== undefined && value.length > limit) return PROFILE_LENGTH_MESSAGES[name];
  }
  return null;
}

/** A stored time as the API and exports write it, or null where there is none. */
export const isoOrNull = (date: Date | null | undefined): string | null =>
  date ? date.toISOString() : null;

// The event log's texts in one place, for the components and their tests.

export const logMessages = {
  loading: 'Loading events...',
  none: 'No events match these filters.',
} as const;

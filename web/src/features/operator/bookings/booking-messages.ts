// The Bookings view's texts in one place, for the components, their tests and docs/product.md.

export const bookingMessages = {
  title: 'Bookings',
  loading: 'Loading bookings...',
  none: 'No bookings match these filters.',
  anyStatus: 'Any status',
  late: 'Late cancellation',
  loadingDetail: "Loading the booking's history...",
  settleTitle: 'Settle the dispute',
  /** Hours more than 30 minutes longer than booked, left by the parent for 48 hours. */
  settleHoursTitle: 'Settle the hours',
  waitsForParent: 'Waits for the parent',
  parentHasUntil: "The parent's 48 hours end at",
  settleHint: 'Set the hours worked. They count as confirmed, and both sides see them.',
} as const;

/** The detail dialog's title. */
export const bookingTitle = (nannyName: string, parentName: string) =>
  `Booking: ${parentName} with ${nannyName}`;

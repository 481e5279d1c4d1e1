// The exact texts of PRODUCT.md's parent dashboard, in one place for the forms and their tests.

export const parentMessages = {
  photoUpdated: 'Profile picture updated successfully!',
  photoFailed: 'Failed to upload profile picture.',
  profileUpdated: 'Profile updated successfully!',
  profileUpdateFailed: 'Failed to update profile.',
  profileIncomplete: 'Please upload a profile picture, provide your full name, and email.',
  loadingDirectory: 'Loading available RBTs...',
  noNannies: 'No approved RBTs available.',
  noBio: 'No bio provided.',
  bookingSent: 'Booking request sent!',
  bookingFailed: 'Failed to send booking request.',
  // Checks before sending use @shared/booking-times and its messages, as the server does.
  noBookings: 'You have not requested any bookings yet.',
} as const;

/** The booking list's words; the server's answers carry their own messages. */
export const bookingListMessages = {
  lateCancelWarning:
    'This is a late cancellation: the booking starts in less than 24 hours, so the nanny may be paid for it.',
  noHoursThatDay: 'She has no hours on this date. Please choose another date.',
  loadingHours: 'Loading her hours...',
  hoursFailed: 'Could not load her hours for this date.',
} as const;

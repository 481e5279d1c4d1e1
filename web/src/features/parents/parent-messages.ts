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
  dateAndTimeMissing: 'Please select both a date and time.',
  bookingSent: 'Booking request sent!',
  bookingFailed: 'Failed to send booking request.',
  // Not quoted in PRODUCT.md; the same words as the server's, whichever side catches it.
  pastDate: 'Please choose a date that is not in the past.',
  notQuarterHour: 'Please choose a time on a 15-minute step (for example 09:00, 09:15).',
  noBookings: 'You have not requested any bookings yet.',
} as const;

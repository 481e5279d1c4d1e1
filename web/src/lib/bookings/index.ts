export type { Booking, BookingAnswer, BookingHours } from './booking-view';
export { bookingStatusLabel } from './booking-status';
export { hoursWaitForParent } from './booking-hours';
export { childrenText, durationText, instantText, timeRange } from './booking-format';
export { usePlatformStore } from './platform-store';
export { useNow } from './use-now';
export { BookingAnswerForm } from './booking-answer-form';
export { withBookingReplaced } from './booking-list';
export { BookingItemFrame } from './booking-item-frame';

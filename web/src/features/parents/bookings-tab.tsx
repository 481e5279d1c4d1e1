import { BookingRequests } from './booking-requests';
import { DirectorySection } from './directory-section';
import { RestoredBookingRequest } from './restored-booking-request';

export function BookingsTab() {
  return (
    <div className="bookings">
      <RestoredBookingRequest />
      <DirectorySection />
      <BookingRequests />
    </div>
  );
}

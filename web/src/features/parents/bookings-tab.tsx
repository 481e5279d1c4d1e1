import { BookingRequests } from './booking-requests';
import { DirectorySection } from './directory-section';

export function BookingsTab() {
  return (
    <div className="bookings">
      <DirectorySection />
      <BookingRequests />
    </div>
  );
}

import { BookingRequests } from './booking-requests';
import { DirectorySection } from './directory-section';
import { RestoredBookingRequest } from './restored-booking-request';
import { FavouritesList } from './favourites';

export function BookingsTab() {
  return (
    <div className="bookings">
      <RestoredBookingRequest />
      <FavouritesList />
      <DirectorySection />
      <BookingRequests />
    </div>
  );
}

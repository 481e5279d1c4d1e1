import { BookingRequests } from './booking-requests';
import { DirectorySection } from './directory-section';
import { FavouritesList } from './favourites';

export function BookingsTab() {
  return (
    <div className="bookings">
      <FavouritesList />
      <DirectorySection />
      <BookingRequests />
    </div>
  );
}

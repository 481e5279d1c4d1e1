import { BOOKING_STATUSES } from '@shared/booking-times';
import type { BookingStatus } from '@shared/booking-times';
import { ScheduleField } from '../../../components/schedule-field';
import { TextField } from '../../../components/text-field';
import { bookingStatusLabel } from '../../../lib/bookings';
import { bookingMessages } from './booking-messages';
import { bookingFiltersProblem, noBookingFilters } from './booking-query';
import type { BookingFilters } from './booking-types';
import { useBookingsStore } from './bookings-store';
import { FiltersForm } from '../shared/filters-form';
import type { SetFilter } from '../shared/filters-form';
import { StatusSelect } from '../shared/status-select';

const statusOptions: readonly { value: BookingStatus | ''; label: string }[] = [
  { value: '', label: bookingMessages.anyStatus },
  ...BOOKING_STATUSES.map((status) => ({ value: status, label: bookingStatusLabel(status) })),
];

/**
 * Status, nanny, parent and booked date, applied together. The view remounts it (by key) when
 * the applied filters change elsewhere, so the draft starts from them.
 */
export function BookingFiltersForm() {
  const applied = useBookingsStore((state) => state.filters);
  const apply = useBookingsStore((state) => state.apply);
  return (
    <FiltersForm
      label="Booking filters"
      applied={applied}
      none={noBookingFilters}
      problemOf={bookingFiltersProblem}
      apply={apply}
      fields={(draft: BookingFilters, set: SetFilter<BookingFilters>) => (
        <>
          <StatusSelect value={draft.status} onChange={set('status')} options={statusOptions} />
          <TextField label="Nanny id" value={draft.nannyId} onChange={set('nannyId')} />
          <TextField label="Parent id" value={draft.parentId} onChange={set('parentId')} />
          <ScheduleField label="Date" type="date" value={draft.date} onChange={set('date')} />
        </>
      )}
    />
  );
}

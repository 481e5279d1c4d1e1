import type { ComponentProps } from 'react';
import { Disclosure } from '../../components/disclosure';
import { BookingRequestForm } from './booking-request-form';

type RequestFormProps = ComponentProps<typeof BookingRequestForm>;

/** A small button that opens the booking request form for one nanny under it, and closes it. */
export function RequestFormToggle({ label, ...form }: RequestFormProps & { label: string }) {
  return <Disclosure label={label}>{() => <BookingRequestForm {...form} />}</Disclosure>;
}

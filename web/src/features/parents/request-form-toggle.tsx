import { useId, useState, type ComponentProps } from 'react';
import { BookingRequestForm } from './booking-request-form';

type RequestFormProps = ComponentProps<typeof BookingRequestForm>;

/** A small button that opens the booking request form for one nanny under it, and closes it. */
export function RequestFormToggle({ label, ...form }: RequestFormProps & { label: string }) {
  const formId = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--secondary button--small"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen(!open)}
      >
        {label}
      </button>
      {open && (
        <div id={formId}>
          <BookingRequestForm {...form} />
        </div>
      )}
    </>
  );
}

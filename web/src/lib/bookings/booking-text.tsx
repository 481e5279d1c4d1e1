import { CONTACTS_HIDDEN_NOTE } from '@shared/contact-details';

interface BookingTextProps {
  label: string;
  text: string;
  /** The server hid contact details in it from this reader (as in a conversation). */
  masked: boolean;
}

/** A booking's note or reason as plain text, with the conversation's note when it is masked. */
export function BookingText({ label, text, masked }: BookingTextProps) {
  return (
    <li className="booking-item__note">
      {label}: {text}
      {masked && <span className="booking-item__masked">{CONTACTS_HIDDEN_NOTE}</span>}
    </li>
  );
}

import { MESSAGE_MAX_LENGTH, MESSAGES_PER_MINUTE, messageTexts } from '@shared/messages';
import { formatNumber } from '@shared/numbers';

// The messaging rules (docs/product.md, Messages) in plain words, for the Messaging Rules section.
// The limits and the note shown on masked messages come from the shared rules, so the page cannot
// drift from what the platform enforces.

const maxLength = formatNumber(MESSAGE_MAX_LENGTH);

/** Messaging Rules: who sees a conversation, what is hidden, reports and blocking. */
export const messagingRules: readonly string[] = [
  `A Parent's first booking request to a Nanny opens a conversation between the two of them, with the request's note as its first message, and the same conversation is kept for their later bookings. Only the Parent and the Nanny can read it. Messages are plain text, up to ${maxLength} characters each, and you can send at most ${MESSAGES_PER_MINUTE} messages a minute.`,
  `Contact details (email addresses, phone numbers and links) are hidden in messages, and in a booking's note and reasons, until a booking between the two of you is accepted; until then they show as "[hidden]" with the note "${messageTexts.contactsHidden}". What you typed is kept as you wrote it, and the details appear once a booking is accepted.`,
  'Be respectful: write to others as you would want them to write to you.',
  "You can report any message sent to you, with a reason. Reports are reviewed by our team, who may then read the reported conversation, and may dismiss the report, warn the sender, or suspend the sender's account. A suspended account is signed out everywhere and its profile is hidden from the directory. Our team does not read conversations that nobody reported.",
  `You can block the other person in a conversation at any time, and unblock them later. A blocked person can no longer send you messages or request bookings from you, and is only told "${messageTexts.cannotContact}".`,
];

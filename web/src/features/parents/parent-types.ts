// The shapes of the parent API: GET/PUT /api/parent/profile, POST /api/parent/photo,
// GET /api/directory and the parent's side of the bookings contract (BOOKINGS-CONTRACT.md).

export interface PhotoInfo {
  /** A same-origin address that serves the picture. */
  url: string;
  contentType: string;
  uploadedAt: string;
  fileName: string | null;
}

export interface ParentProfile {
  id: string;
  fullName: string;
  /** The account's email; it changes through Account settings only. */
  email: string;
  multipleChildren: boolean;
  specialConsiderations: string;
  /** How many children she cares for, when her profile records it (the booking form's default). */
  numberOfChildren?: number | null;
  profilePhoto: PhotoInfo | null;
}

export type ParentProfileChanges = Pick<
  ParentProfile,
  'fullName' | 'multipleChildren' | 'specialConsiderations'
>;

/** An approved nanny as parents see her: never documents or email. */
export interface DirectoryNanny {
  id: string;
  fullName: string;
  bio: string;
  photoUrl: string | null;
  /** "Mon–Fri 08:00–17:00; Sat 09:00–13:00", or '' when she has set none. */
  availabilitySummary: string;
}

export interface DirectoryPage {
  nannies: DirectoryNanny[];
  /** Opaque; null on the last page. */
  nextCursor: string | null;
}

/** What the parent fills in on a nanny's card. */
export interface BookingChoice {
  date: string;
  startTime: string;
  endTime: string;
  children: number;
  note: string;
}

export interface NewBooking extends BookingChoice {
  nannyId: string;
  /** One per intent; the same again when the same request is retried. */
  idempotencyKey: string;
}

export interface TimeRange {
  startTime: string;
  endTime: string;
}

/** GET /api/nannies/:id/hours: her hours on a date and the times already booked. */
export interface NannyHours {
  date: string;
  hours: TimeRange[];
  booked: TimeRange[];
}

// The shapes of the parent API: GET/PUT /api/parent/profile, POST /api/parent/photo,
// GET /api/directory and GET/POST /api/bookings.

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

/** Only `pending` exists so far; later issues add the others. */
export type BookingStatus = 'pending' | 'accepted' | 'declined' | 'cancelled' | 'completed';

export interface BookingRequest {
  id: string;
  nannyId: string;
  nannyName: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM */
  time: string;
  /** A string rather than BookingStatus: a newer server may know more states than this page. */
  status: string;
  createdAt: string;
}

export interface BookingChoice {
  date: string;
  time: string;
}

export interface NewBooking extends BookingChoice {
  nannyId: string;
  /** One per intent; the same again when the same request is retried. */
  idempotencyKey: string;
}

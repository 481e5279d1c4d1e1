// The shapes of the parent API: GET/PUT /api/parent/profile, POST /api/parent/photo,
// GET /api/directory and the parent's side of the bookings contract (BOOKINGS-CONTRACT.md).
import type { DirectorySort, SearchParams } from '@shared/directory-search';

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
  /** Her home ZIP and its place, once set (the directory measures distances from it). */
  home?: HomePlace | null;
}

/** A ZIP code and the place the server's ZIP data names for it; never coordinates. */
export interface HomePlace {
  zip: string;
  city: string;
  state: string;
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

/** A directory card (GET /api/directory): the nanny plus where, what and when, never an address. */
export interface DirectoryCard extends DirectoryNanny {
  city: string | null;
  state: string | null;
  /** From the parent's ZIP; null when she has none. */
  distance: { miles: number; label: string } | null;
  needs: string[];
  languages: string[];
  /** An operator verified her CPR / First Aid as current. */
  cprFirstAid: boolean;
  /** The needs asked for that she has. */
  matchedNeeds: string[];
  /** YYYY-MM-DD: her soonest date with hours, or null when none is near. */
  nextAvailableOn: string | null;
}

export interface DirectoryPage {
  nannies: DirectoryCard[];
  /** Opaque; null on the last page. */
  nextCursor: string | null;
  sort: DirectorySort;
  home: HomePlace | null;
}

export interface SavedSearch {
  id: string;
  label: string;
  search: SearchParams;
  savedAt: string;
  newMatches: number;
}

export interface SearchAlert {
  searchId: string;
  label: string;
  nanny: DirectoryCard;
  matchedAt: string;
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

// The shapes of the parent API: GET/PUT /api/parent/profile, POST /api/parent/photo,
// GET /api/directory and the parent's side of the bookings API.
import type { ApiBody, ApiResponse } from '../../lib/api/api';

// Server shapes, as the route schemas declare them (generated: web/src/lib/api/schema.ts).

export type ParentProfile = ApiResponse<'/api/parent/profile'>['parent'];

/** A same-origin address that serves the picture, and what it is. */

/** A ZIP code and the place the server's ZIP data names for it; never coordinates. */
export type HomePlace = ApiResponse<'/api/parent/home-zip', 'put'>['home'];

export type ParentProfileChanges = ApiBody<'/api/parent/profile', 'put'>;

/** One page of GET /api/directory: cards, the next cursor (null on the last page), sort, home. */
export type DirectoryPage = ApiResponse<'/api/directory'>;

/** A directory card: the nanny plus where, what and when, never an address or documents. */
export type DirectoryCard = DirectoryPage['nannies'][number];

/** An approved nanny as parents see her: never documents or email. */
export type DirectoryNanny = Pick<
  DirectoryCard,
  'id' | 'fullName' | 'bio' | 'photoUrl' | 'availabilitySummary'
>;

export type SavedSearch = ApiResponse<'/api/parent/saved-searches'>['searches'][number];

export type SearchAlert = ApiResponse<'/api/parent/search-alerts'>['alerts'][number];

/** What the parent fills in on a nanny's card. */
export interface BookingChoice {
  date: string;
  startTime: string;
  endTime: string;
  children: number;
  note: string;
}

/** One per intent, with the same idempotencyKey again when the same request is retried. */
export type NewBooking = ApiBody<'/api/bookings'>;

/** GET /api/nannies/{nannyId}/hours: her hours on a date and the times already booked. */
export type NannyHours = ApiResponse<'/api/nannies/{nannyId}/hours'>;

export type TimeRange = NannyHours['hours'][number];

// The Booking view of the HTTP API (src/features/bookings/bookings.view.ts), as both parents and
// nannies receive it: fields a role may not see arrive as null. Shared by the two features, which
// never import each other. The shapes are the server's route schemas (generated:
// lib/api/schema.ts).
import type { ApiResponse } from '../api/api';

/** Times "HH:MM" and the date YYYY-MM-DD are wall-clock in the platform's zone. */
export type Booking = ApiResponse<'/api/bookings'>['bookings'][number];

export type BookingHours = NonNullable<Booking['actual']>;

/** What every booking action answers. */

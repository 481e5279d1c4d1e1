// The Booking view of the HTTP contract (BOOKINGS-CONTRACT.md), as both parents and nannies
// receive it: fields a role may not see arrive as null. Shared by the two features, which never
// import each other.

export interface BookingHours {
  startTime: string;
  endTime: string;
  minutes: number;
}

export interface Booking {
  id: string;
  nannyId: string;
  nannyName: string;
  nannyPhotoUrl: string | null;
  parentId: string;
  parentName: string | null;
  parentPhotoUrl: string | null;
  /** YYYY-MM-DD, with startTime and endTime "HH:MM", wall-clock in the platform's zone. */
  date: string;
  startTime: string;
  endTime: string;
  startsAt: string;
  endsAt: string;
  minutes: number;
  children: number;
  note: string;
  /** A string rather than a union: a newer server may know more states than this page. */
  status: string;
  createdAt: string;
  expiresAt: string | null;
  respondedAt: string | null;
  reason: string | null;
  cancelledBy: 'parent' | 'nanny' | null;
  late: boolean;
  actual: BookingHours | null;
  confirmBy: string | null;
  specialConsiderations: string | null;
  otherEmail: string | null;
  earningsCents: number | null;
  rateCents: number | null;
}

/** What every booking action answers. */
export interface BookingAnswer {
  message: string;
  booking: Booking;
}

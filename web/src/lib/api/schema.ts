// Generated from the server's OpenAPI document (the TypeBox schemas of src/**/*.routes.ts):
// do not edit. After changing a route schema run `npm run api:types`; test/api-types.int.test.ts
// fails while this file is stale.
/* eslint-disable */

export interface paths {
  '/api/account/access-log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Who opened your documents or special considerations, newest first */
    get: operations['getAccountAccessLog'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change the signed-in account's email address */
    post: operations['postAccountEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/erase': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Erase the signed-in account and its personal data */
    post: operations['postAccountErase'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Everything the product holds about you, as one JSON file
     * @description application/json attachment, rbt-nanny-connect-data-<date>.json
     */
    get: operations['getAccountExport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change the signed-in account's password; ends its other sessions */
    post: operations['postAccountPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/config': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Which sign-in methods this server offers */
    get: operations['getAuthConfig'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/forgot-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a password-reset link (the same answer whether or not the account exists) */
    post: operations['postAuthForgotPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/google/callback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Google's redirect back: signs in and returns to the app */
    get: operations['getAuthGoogleCallback'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/google/start': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start Google sign-in: the address to send the browser to */
    post: operations['postAuthGoogleStart'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in with email and password; sets the session cookie */
    post: operations['postAuthLogin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign out: end this session and clear its cookie */
    post: operations['postAuthLogout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/resend-verification': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send the verification email again */
    post: operations['postAuthResendVerification'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/reset-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a new password with a reset link's token; ends every session */
    post: operations['postAuthResetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/sign-up': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create an account (parent or nanny) and send the verification email */
    post: operations['postAuthSignUp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/verify-email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Redeem an email verification link's token */
    post: operations['postAuthVerifyEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/booking-series': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Request the same times every week (idempotent per key) */
    post: operations['postBookingSeries'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/booking-series/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancel a series' dates not yet started, one by one (parent) */
    post: operations['postBookingSeriesByIdCancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/booking-series/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Which dates of a weekly series can be requested (nothing is sent) */
    post: operations['postBookingSeriesPreview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bookings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The parent's bookings */
    get: operations['getBookings'];
    put?: never;
    /** Request a booking (idempotent per key) */
    post: operations['postBookings'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bookings/{bookingId}/review': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Review the nanny of a session (the parent, once, within 14 days) */
    post: operations['postBookingsByBookingIdReview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bookings/{bookingId}/reviews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A session's reviews, as one of its two parties sees them */
    get: operations['getBookingsByBookingIdReviews'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bookings/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Withdraw a request or cancel a booking (parent) */
    post: operations['postBookingsByIdCancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bookings/{id}/care-plans': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The care plans of a booking's children, as far as the reader may see them */
    get: operations['getBookingsByIdCarePlans'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bookings/{id}/confirm-hours': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirm the hours the nanny recorded (charges them) */
    post: operations['postBookingsByIdConfirmHours'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bookings/{id}/dispute-hours': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Dispute the hours the nanny recorded, with a reason */
    post: operations['postBookingsByIdDisputeHours'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bookings/{id}/incidents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A booking's incident reports, to its parties */
    get: operations['getBookingsByIdIncidents'];
    put?: never;
    /** Report an incident on a booking */
    post: operations['postBookingsByIdIncidents'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bookings/{id}/no-show': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Report that the nanny did not come */
    post: operations['postBookingsByIdNoShow'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/conversations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in parent's or nanny's conversations */
    get: operations['getConversations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/conversations/{conversationId}/block': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Block the other party of a conversation */
    post: operations['postConversationsByConversationIdBlock'];
    /** Unblock the other party of a conversation */
    delete: operations['deleteConversationsByConversationIdBlock'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/conversations/{conversationId}/messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A conversation's messages, a page at a time */
    get: operations['getConversationsByConversationIdMessages'];
    put?: never;
    /** Send a message */
    post: operations['postConversationsByConversationIdMessages'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/conversations/{conversationId}/messages/{messageId}/report': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Report a message to the operators */
    post: operations['postConversationsByConversationIdMessagesByMessageIdReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/conversations/{conversationId}/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark a conversation read up to a message */
    post: operations['postConversationsByConversationIdRead'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/directory': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Approved nannies near the parent, a page at a time, filtered */
    get: operations['getDirectory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/directory/nannies/{nannyId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One approved nanny's directory card */
    get: operations['getDirectoryNanniesByNannyId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/nannies/{nannyId}/document-versions/{versionId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One kept version of a nanny's document */
    get: operations['getNanniesByNannyIdDocumentVersionsByVersionId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/nannies/{nannyId}/files/{kind}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A nanny's stored file, to those allowed to see it */
    get: operations['getNanniesByNannyIdFilesByKind'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/nannies/{nannyId}/files/pending-photo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A nanny's new profile picture awaiting review */
    get: operations['getNanniesByNannyIdFilesPendingPhoto'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/nannies/{nannyId}/hours': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A nanny's free and booked hours on a date */
    get: operations['getNanniesByNannyIdHours'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/nannies/{nannyId}/reviews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What families see of a nanny's reviews: rating, repeat families, comments */
    get: operations['getNanniesByNannyIdReviews'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/nanny/agreement': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Agree to the payment terms */
    post: operations['postNannyAgreement'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/nanny/availability/single-days': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add availability on one date */
    post: operations['postNannyAvailabilitySingleDays'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/nanny/availability/single-days/{entryId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove one date of availability */
    delete: operations['deleteNannyAvailabilitySingleDaysByEntryId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/nanny/availability/weekly': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Replace the nanny's weekly availability */
    put: operations['putNannyAvailabilityWeekly'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/nanny/booking-series/{id}/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Accept every date of a series still waiting for an answer */
    post: operations['postNannyBookingSeriesByIdAccept'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/nanny/booking-series/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancel a series' accepted dates not yet started (nanny), with a reason */
    post: operations['postNannyBookingSeriesByIdCancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/nanny/booking-series/{id}/decline': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Decline every date of a series still waiting, with a reason */
    post: operations['postNannyBookingSeriesByIdDecline'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/nanny/bookings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The nanny's booking requests and bookings */
    get: operations['getNannyBookings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/nanny/bookings/{bookingId}/review': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Review the family of a session (the nanny, once, within 14 days) */
    post: operations['postNannyBookingsByBookingIdReview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/nanny/bookings/{bookingId}/review/reply': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reply once, publicly, to a family's comment (the reviewed nanny) */
    post: operations['postNannyBookingsByBookingIdReviewReply'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/nanny/bookings/{id}/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Accept a booking request */
    post: operations['postNannyBookingsByIdAccept'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/nanny/bookings/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancel an accepted booking (nanny), with a reason */
    post: operations['postNannyBookingsByIdCancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/nanny/bookings/{id}/care-plan/acknowledge': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** "I have read the care plan": the plan versions the nanny read */
    post: operations['postNannyBookingsByIdCarePlanAcknowledge'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/nanny/bookings/{id}/check-in': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Check in to a session (from 30 minutes before its start) */
    post: operations['postNannyBookingsByIdCheckIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/nanny/bookings/{id}/check-out': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Check out of a session she checked in to */
    post: operations['postNannyBookingsByIdCheckOut'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/nanny/bookings/{id}/complete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record the hours worked on a booking */
    post: operations['postNannyBookingsByIdComplete'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/nanny/bookings/{id}/decline': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Decline a booking request, with a reason */
    post: operations['postNannyBookingsByIdDecline'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/nanny/bookings/{id}/session-note': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Write the session note for the family (after check-out, within 48 hours) */
    post: operations['postNannyBookingsByIdSessionNote'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/nanny/credential': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Her RBT certification as last checked, and why she is not listed if so (nannies) */
    get: operations['getNannyCredential'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/nanny/documents/{kind}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload a document or the profile picture */
    post: operations['postNannyDocumentsByKind'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/nanny/earnings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The nanny's rate, progress and earnings */
    get: operations['getNannyEarnings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/nanny/earnings.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Her ledger lines as CSV
     * @description text/csv: date,booking,kind,minutes,hours,rate,amount,zone (dollars; the IANA zone of the date).
     */
    get: operations['getNannyEarningsCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/nanny/experience': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Set the nanny's experience and the needs she has cared for */
    put: operations['putNannyExperience'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/nanny/payouts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The nanny's payout account and lines (Pending, Owed to you, Paid out) */
    get: operations['getNannyPayouts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/nanny/payouts/setup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Her payout account and a link to the provider's hosted onboarding */
    post: operations['postNannyPayoutsSetup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/nanny/profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in nanny's profile, documents and statuses */
    get: operations['getNannyProfile'];
    /** Change the nanny's name, bio or contact details */
    put: operations['putNannyProfile'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/nanny/service-area': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Set the nanny's ZIP code and how far she travels */
    put: operations['putNannyServiceArea'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/accounts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Find accounts by name or email (operators) */
    get: operations['getOperatorAccounts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/accounts/{accountId}/erase': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Erase an account's personal data (operators) */
    post: operations['postOperatorAccountsByAccountIdErase'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/bookings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Bookings by status, a page at a time (operators) */
    get: operations['getOperatorBookings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/bookings/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One booking with its history (operators) */
    get: operations['getOperatorBookingsById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/bookings/{id}/keep': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Keep an accepted booking while the nanny's certification is not active (operators) */
    post: operations['postOperatorBookingsByIdKeep'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/bookings/{id}/release': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancel an accepted booking on the nanny's behalf while her certification is not active (operators) */
    post: operations['postOperatorBookingsByIdRelease'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/bookings/{id}/settle': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Settle disputed hours (operators) */
    post: operations['postOperatorBookingsByIdSettle'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/credential-checks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Approved nannies by next RBT certification check, soonest first (operators) */
    get: operations['getOperatorCredentialChecks'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/credential-held-bookings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Accepted bookings of nannies whose RBT certification is not active, waiting for a decision (operators) */
    get: operations['getOperatorCredentialHeldBookings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The event log in position order, a page at a time, optionally filtered */
    get: operations['getOperatorEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/events/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The log (or the filtered part of it) as NDJSON, one event per line, streamed
     * @description application/x-ndjson, one LogEvent per line (the shape /api/operator/events returns).
     */
    get: operations['getOperatorEventsExport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/incidents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Incident reports by status (operators) */
    get: operations['getOperatorIncidents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/incidents/{id}/decide': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Decide an incident report (operators) */
    post: operations['postOperatorIncidentsByIdDecide'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/jobs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Background jobs by queue, with the latest failures */
    get: operations['getOperatorJobs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/message-reports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Reported messages by status (operators) */
    get: operations['getOperatorMessageReports'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/message-reports/{reportId}/conversation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The conversation around a reported message (operators) */
    get: operations['getOperatorMessageReportsByReportIdConversation'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/message-reports/{reportId}/decision': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Decide a message report (operators) */
    post: operations['postOperatorMessageReportsByReportIdDecision'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/nannies': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Nannies to review, by status (operators) */
    get: operations['getOperatorNannies'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/nannies/{nannyId}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve a nanny for bookings, recording her RBT certification as the registry shows it (operators) */
    post: operations['postOperatorNanniesByNannyIdApprove'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/nannies/{nannyId}/background-check/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reject a nanny's background check, with a reason (operators) */
    post: operations['postOperatorNanniesByNannyIdBackgroundCheckReject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/nannies/{nannyId}/background-check/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Verify a nanny's background check (operators) */
    post: operations['postOperatorNanniesByNannyIdBackgroundCheckVerify'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/nannies/{nannyId}/cpr-first-aid/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reject a nanny's CPR and first-aid certificate (operators) */
    post: operations['postOperatorNanniesByNannyIdCprFirstAidReject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/nannies/{nannyId}/cpr-first-aid/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Verify a nanny's CPR and first-aid certificate (operators) */
    post: operations['postOperatorNanniesByNannyIdCprFirstAidVerify'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/nannies/{nannyId}/credential-checks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record a check of a nanny's RBT certification in the BACB registry (operators) */
    post: operations['postOperatorNanniesByNannyIdCredentialChecks'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/nannies/{nannyId}/documents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A nanny's documents and their versions (operators) */
    get: operations['getOperatorNanniesByNannyIdDocuments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/nannies/{nannyId}/earnings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A nanny's earnings ledger (operators) */
    get: operations['getOperatorNanniesByNannyIdEarnings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/nannies/{nannyId}/profile-change/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve a nanny's profile change (operators) */
    post: operations['postOperatorNanniesByNannyIdProfileChangeApprove'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/nannies/{nannyId}/profile-change/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reject a nanny's profile change, with a reason (operators) */
    post: operations['postOperatorNanniesByNannyIdProfileChangeReject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/nannies/{nannyId}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reject a nanny, with a reason (operators) */
    post: operations['postOperatorNanniesByNannyIdReject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/nannies/{nannyId}/withdraw': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Withdraw a nanny's approval, with a reason (operators) */
    post: operations['postOperatorNanniesByNannyIdWithdraw'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/parents/{parentId}/family-reviews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What nannies said of a family, in aggregate, with their notes (operators) */
    get: operations['getOperatorParentsByParentIdFamilyReviews'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/parents/{parentId}/payments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A parent's payments ledger (operators) */
    get: operations['getOperatorParentsByParentIdPayments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/payments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every charge, filterable by status, disputes and transfers (operators) */
    get: operations['getOperatorPayments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/payments/{chargeId}/refunds': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Refund a charge, whole or part, with a reason (operators) */
    post: operations['postOperatorPaymentsByChargeIdRefunds'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/payments/reconciliation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The newest daily reconciliation of the ledger with the gateway (operators) */
    get: operations['getOperatorPaymentsReconciliation'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/profile-changes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Profile changes awaiting review (operators) */
    get: operations['getOperatorProfileChanges'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/replay-verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Replay the whole log into scratch tables and compare them with the live ones
     * @description Progress goes to operators’ sockets as `replay.progress` messages. 409 `replay_cancelled` when an operator cancelled the run.
     */
    post: operations['postOperatorReplayVerify'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/replay-verify/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancel the replay and verify going on (on any instance)
     * @description The run stops at its next batch, rolls back and leaves nothing behind; whoever waits for its report gets 409 `replay_cancelled`. 409 `conflict` when none runs.
     */
    post: operations['postOperatorReplayVerifyCancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/replay-verify/progress': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * How the replay and verify going on stands (null when none is)
     * @description For a console opened mid-run; after that, `replay.progress` messages.
     */
    get: operations['getOperatorReplayVerifyProgress'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/reviews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The Reviews queue: reviews to look at, or those decided (operators) */
    get: operations['getOperatorReviews'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/reviews/{bookingId}/decide': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Keep a review's comment, or hide it for a policy reason (operators) */
    post: operations['postOperatorReviewsByBookingIdDecide'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/streams/{streamId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One stream's whole history, by version (empty for an unknown stream) */
    get: operations['getOperatorStreamsByStreamId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/parent/booking-drafts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Keep a booking request while she saves a card (a day at most) */
    post: operations['postParentBookingDrafts'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/parent/booking-drafts/{draftId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Her kept booking request, to fill the form in again */
    get: operations['getParentBookingDraftsByDraftId'];
    put?: never;
    post?: never;
    /** Forget her kept booking request (sent, or given up) */
    delete: operations['deleteParentBookingDraftsByDraftId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/parent/charges': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The parent's charges (Paid, Failed, Refunded) */
    get: operations['getParentCharges'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/parent/charges.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Her charges as CSV
     * @description text/csv: date,booking,kind,care,fee,tip,amount,refunded,status (dollars; amount is what was charged).
     */
    get: operations['getParentChargesCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/parent/charges/{chargeId}/pay-again': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Charge a failed session again, to her card now */
    post: operations['postParentChargesByChargeIdPayAgain'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/parent/children': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The parent's children and their care plans */
    get: operations['getParentChildren'];
    put?: never;
    /** Add a child with her care plan */
    post: operations['postParentChildren'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/parent/children/{childId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change a child's name, age or care plan (a new version when the plan changes) */
    put: operations['putParentChildrenByChildId'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/parent/favourites': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The parent's favourite nannies */
    get: operations['getParentFavourites'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/parent/favourites/{nannyId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Heart a nanny (add her to the favourites) */
    put: operations['putParentFavouritesByNannyId'];
    post?: never;
    /** Remove a nanny from the favourites */
    delete: operations['deleteParentFavouritesByNannyId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/parent/home-zip': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Set the parent's home ZIP code (the directory's distances) */
    put: operations['putParentHomeZip'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/parent/payment-card': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The parent's saved card and the payments mode */
    get: operations['getParentPaymentCard'];
    put?: never;
    /** Keeps the card a finished card form saved */
    post: operations['postParentPaymentCard'];
    /** Removes her card (detached at the provider), unless a charge is due */
    delete: operations['deleteParentPaymentCard'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/parent/payment-card/setup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Starts the provider's card form (setup mode) */
    post: operations['postParentPaymentCardSetup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/parent/payments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The parent's charges and refunds */
    get: operations['getParentPayments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/parent/photo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload the parent's profile photo */
    post: operations['postParentPhoto'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/parent/profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in parent's profile */
    get: operations['getParentProfile'];
    /** Change the parent's profile */
    put: operations['putParentProfile'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/parent/saved-searches': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The parent's saved searches */
    get: operations['getParentSavedSearches'];
    put?: never;
    /** Save a directory search (alerts on new matches) */
    post: operations['postParentSavedSearches'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/parent/saved-searches/{searchId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a saved search */
    delete: operations['deleteParentSavedSearchesBySearchId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/parent/search-alerts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Nannies newly matching saved searches */
    get: operations['getParentSearchAlerts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/parents/{parentId}/files/profile-photo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A parent's profile photo, to those allowed to see it */
    get: operations['getParentsByParentIdFilesProfilePhoto'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/simulated/onboarding/complete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The stand-in hosted onboarding (simulated payments only) */
    post: operations['postPaymentsSimulatedOnboardingComplete'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/simulated/setups/{setupId}/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The stand-in card form (simulated payments only) */
    post: operations['postPaymentsSimulatedSetupsBySetupIdConfirm'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/stripe/webhook': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Stripe's signed webhook events */
    post: operations['postPaymentsStripeWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/platform': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The platform's time zone, the reader's own and the service fee */
    get: operations['getPlatform'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reminder-settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Her reminder settings (the 3-hour reminder on or off) */
    get: operations['getReminderSettings'];
    /** Turn the 3-hour reminder on or off */
    put: operations['putReminderSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Who is signed in, or null */
    get: operations['getSession'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/healthz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether the process is up */
    get: operations['getHealthz'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/metrics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** This instance's metrics in Prometheus's text format (operators only) */
    get: operations['getMetrics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/readyz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether the database answers (503 when it does not) */
    get: operations['getReadyz'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: never;
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getAccountAccessLog: {
    parameters: {
      query?: {
        before?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            entries: {
              at: string;
              detail: string;
              id: number;
              item: 'document' | 'special-considerations' | 'care-plan';
              viewer: {
                name: string;
                role: 'operator' | 'nanny' | 'parent';
              };
              what: string;
            }[];
            next: string | null;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postAccountEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          newEmail: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postAccountErase: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          password: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getAccountExport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': string;
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postAccountPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          confirmPassword: string;
          currentPassword: string;
          newPassword: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getAuthConfig: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            googleEnabled: boolean;
          };
        };
      };
    };
  };
  postAuthForgotPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getAuthGoogleCallback: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  postAuthGoogleStart: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          acceptTerms?: boolean;
          firstName?: string;
          lastName?: string;
          mode: 'login' | 'signup';
          role?: 'nanny' | 'parent';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            url: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postAuthLogin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            user: {
              email: string;
              fullName: string;
              id: string;
              role: 'nanny' | 'parent' | 'operator';
              signInMethod: 'password' | 'google';
            };
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postAuthLogout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postAuthResendVerification: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postAuthResetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          confirmPassword: string;
          password: string;
          token: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postAuthSignUp: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          acceptTerms: boolean;
          confirmEmail: string;
          confirmPassword: string;
          email: string;
          firstName: string;
          lastName: string;
          password: string;
          role: 'nanny' | 'parent';
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postAuthVerifyEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postBookingSeries: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          childIds?: string[];
          children: number;
          endTime: string;
          firstDate: string;
          idempotencyKey: string;
          leaveOut: string[];
          nannyId: string;
          note: string;
          startTime: string;
          weeks: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            bookings: {
              actual: {
                endTime: string;
                minutes: number;
                startTime: string;
              } | null;
              cancelledBy: 'parent' | 'nanny' | (never | null);
              carePlanAcknowledgedAt: string | null;
              checkedInAt: string | null;
              checkedOutAt: string | null;
              childIds: string[];
              children: number;
              confirmBy: string | null;
              createdAt: string;
              date: string;
              earningsCents: number | null;
              endsAt: string;
              endTime: string;
              expiresAt: string | null;
              id: string;
              late: boolean;
              minutes: number;
              nannyId: string;
              nannyName: string;
              nannyPhotoUrl: string | null;
              note: string;
              noteMasked: boolean;
              otherEmail: string | null;
              parentId: string;
              parentName: string | null;
              parentPhotoUrl: string | null;
              rateCents: number | null;
              reason: string | null;
              reasonMasked: boolean;
              respondedAt: string | null;
              seriesId: string | null;
              sessionNote: {
                activities: string;
                meals: string;
                mood: 'happy' | 'calm' | 'mixed' | 'upset';
                text: string;
                toileting: string;
                writtenAt: string;
              } | null;
              specialConsiderations: string | null;
              startsAt: string;
              startTime: string;
              status:
                | 'pending'
                | 'accepted'
                | 'declined'
                | 'expired'
                | 'cancelled'
                | 'completed'
                | 'no_show'
                | 'disputed'
                | 'confirmed';
              timeZone: string;
            }[];
            message: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postBookingSeriesByIdCancel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            bookings: {
              actual: {
                endTime: string;
                minutes: number;
                startTime: string;
              } | null;
              cancelledBy: 'parent' | 'nanny' | (never | null);
              carePlanAcknowledgedAt: string | null;
              checkedInAt: string | null;
              checkedOutAt: string | null;
              childIds: string[];
              children: number;
              confirmBy: string | null;
              createdAt: string;
              date: string;
              earningsCents: number | null;
              endsAt: string;
              endTime: string;
              expiresAt: string | null;
              id: string;
              late: boolean;
              minutes: number;
              nannyId: string;
              nannyName: string;
              nannyPhotoUrl: string | null;
              note: string;
              noteMasked: boolean;
              otherEmail: string | null;
              parentId: string;
              parentName: string | null;
              parentPhotoUrl: string | null;
              rateCents: number | null;
              reason: string | null;
              reasonMasked: boolean;
              respondedAt: string | null;
              seriesId: string | null;
              sessionNote: {
                activities: string;
                meals: string;
                mood: 'happy' | 'calm' | 'mixed' | 'upset';
                text: string;
                toileting: string;
                writtenAt: string;
              } | null;
              specialConsiderations: string | null;
              startsAt: string;
              startTime: string;
              status:
                | 'pending'
                | 'accepted'
                | 'declined'
                | 'expired'
                | 'cancelled'
                | 'completed'
                | 'no_show'
                | 'disputed'
                | 'confirmed';
              timeZone: string;
            }[];
            message: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postBookingSeriesPreview: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          endTime: string;
          firstDate: string;
          nannyId: string;
          startTime: string;
          weeks: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            dates: {
              date: string;
              fits: boolean;
              problem: string | null;
            }[];
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getBookings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            bookings: {
              actual: {
                endTime: string;
                minutes: number;
                startTime: string;
              } | null;
              cancelledBy: 'parent' | 'nanny' | (never | null);
              carePlanAcknowledgedAt: string | null;
              checkedInAt: string | null;
              checkedOutAt: string | null;
              childIds: string[];
              children: number;
              confirmBy: string | null;
              createdAt: string;
              date: string;
              earningsCents: number | null;
              endsAt: string;
              endTime: string;
              expiresAt: string | null;
              id: string;
              late: boolean;
              minutes: number;
              nannyId: string;
              nannyName: string;
              nannyPhotoUrl: string | null;
              note: string;
              noteMasked: boolean;
              otherEmail: string | null;
              parentId: string;
              parentName: string | null;
              parentPhotoUrl: string | null;
              rateCents: number | null;
              reason: string | null;
              reasonMasked: boolean;
              respondedAt: string | null;
              seriesId: string | null;
              sessionNote: {
                activities: string;
                meals: string;
                mood: 'happy' | 'calm' | 'mixed' | 'upset';
                text: string;
                toileting: string;
                writtenAt: string;
              } | null;
              specialConsiderations: string | null;
              startsAt: string;
              startTime: string;
              status:
                | 'pending'
                | 'accepted'
                | 'declined'
                | 'expired'
                | 'cancelled'
                | 'completed'
                | 'no_show'
                | 'disputed'
                | 'confirmed';
              timeZone: string;
            }[];
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postBookings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          childIds?: string[];
          children: number;
          date: string;
          endTime: string;
          idempotencyKey: string;
          nannyId: string;
          note: string;
          startTime: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            booking: {
              actual: {
                endTime: string;
                minutes: number;
                startTime: string;
              } | null;
              cancelledBy: 'parent' | 'nanny' | (never | null);
              carePlanAcknowledgedAt: string | null;
              checkedInAt: string | null;
              checkedOutAt: string | null;
              childIds: string[];
              children: number;
              confirmBy: string | null;
              createdAt: string;
              date: string;
              earningsCents: number | null;
              endsAt: string;
              endTime: string;
              expiresAt: string | null;
              id: string;
              late: boolean;
              minutes: number;
              nannyId: string;
              nannyName: string;
              nannyPhotoUrl: string | null;
              note: string;
              noteMasked: boolean;
              otherEmail: string | null;
              parentId: string;
              parentName: string | null;
              parentPhotoUrl: string | null;
              rateCents: number | null;
              reason: string | null;
              reasonMasked: boolean;
              respondedAt: string | null;
              seriesId: string | null;
              sessionNote: {
                activities: string;
                meals: string;
                mood: 'happy' | 'calm' | 'mixed' | 'upset';
                text: string;
                toileting: string;
                writtenAt: string;
              } | null;
              specialConsiderations: string | null;
              startsAt: string;
              startTime: string;
              status:
                | 'pending'
                | 'accepted'
                | 'declined'
                | 'expired'
                | 'cancelled'
                | 'completed'
                | 'no_show'
                | 'disputed'
                | 'confirmed';
              timeZone: string;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postBookingsByBookingIdReview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        bookingId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          carePlan: number;
          comment?: string;
          communication: number;
          engagement: number;
          overall: number;
          privateNote?: string;
          punctuality: number;
          wouldBookAgain: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            reviews: {
              canReply: boolean;
              canReview: boolean;
              familyReview: {
                bookingId: string;
                describedNeeds: boolean;
                privateNote: string;
                respectedTime: boolean;
                reviewedAt: string;
              } | null;
              otherReviewed: boolean;
              parentReview: {
                bookingId: string;
                carePlan: number;
                comment: string | null;
                commentHidden: boolean;
                communication: number;
                engagement: number;
                overall: number;
                privateNote: string | null;
                punctuality: number;
                repliedAt: string | null;
                reply: string | null;
                reviewedAt: string;
                wouldBookAgain: boolean;
              } | null;
              revealed: boolean;
              windowEndsAt: string | null;
            };
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getBookingsByBookingIdReviews: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        bookingId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            canReply: boolean;
            canReview: boolean;
            familyReview: {
              bookingId: string;
              describedNeeds: boolean;
              privateNote: string;
              respectedTime: boolean;
              reviewedAt: string;
            } | null;
            otherReviewed: boolean;
            parentReview: {
              bookingId: string;
              carePlan: number;
              comment: string | null;
              commentHidden: boolean;
              communication: number;
              engagement: number;
              overall: number;
              privateNote: string | null;
              punctuality: number;
              repliedAt: string | null;
              reply: string | null;
              reviewedAt: string;
              wouldBookAgain: boolean;
            } | null;
            revealed: boolean;
            windowEndsAt: string | null;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postBookingsByIdCancel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            booking: {
              actual: {
                endTime: string;
                minutes: number;
                startTime: string;
              } | null;
              cancelledBy: 'parent' | 'nanny' | (never | null);
              carePlanAcknowledgedAt: string | null;
              checkedInAt: string | null;
              checkedOutAt: string | null;
              childIds: string[];
              children: number;
              confirmBy: string | null;
              createdAt: string;
              date: string;
              earningsCents: number | null;
              endsAt: string;
              endTime: string;
              expiresAt: string | null;
              id: string;
              late: boolean;
              minutes: number;
              nannyId: string;
              nannyName: string;
              nannyPhotoUrl: string | null;
              note: string;
              noteMasked: boolean;
              otherEmail: string | null;
              parentId: string;
              parentName: string | null;
              parentPhotoUrl: string | null;
              rateCents: number | null;
              reason: string | null;
              reasonMasked: boolean;
              respondedAt: string | null;
              seriesId: string | null;
              sessionNote: {
                activities: string;
                meals: string;
                mood: 'happy' | 'calm' | 'mixed' | 'upset';
                text: string;
                toileting: string;
                writtenAt: string;
              } | null;
              specialConsiderations: string | null;
              startsAt: string;
              startTime: string;
              status:
                | 'pending'
                | 'accepted'
                | 'declined'
                | 'expired'
                | 'cancelled'
                | 'completed'
                | 'no_show'
                | 'disputed'
                | 'confirmed';
              timeZone: string;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getBookingsByIdCarePlans: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            access: 'full' | 'outline';
            acknowledgement: {
              acknowledgedAt: string | null;
              changes: {
                childId: string;
                headings: string[];
                name: string;
              }[];
              current: boolean;
            } | null;
            children: {
              age: number;
              generalNotes: string | null;
              headings: string[];
              id: string;
              name: string | null;
              plan: {
                allergies: string;
                communication: string;
                emergencyContacts: {
                  name: string;
                  phone: string;
                  relation: string;
                }[];
                emergencySteps: string;
                medications: {
                  dose: string;
                  mayGive: boolean;
                  name: string;
                  time: string;
                }[];
                routines: string;
                sensory: string;
                triggers: string;
              } | null;
              version: number | null;
            }[];
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postBookingsByIdConfirmHours: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          tipCents?: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            booking: {
              actual: {
                endTime: string;
                minutes: number;
                startTime: string;
              } | null;
              cancelledBy: 'parent' | 'nanny' | (never | null);
              carePlanAcknowledgedAt: string | null;
              checkedInAt: string | null;
              checkedOutAt: string | null;
              childIds: string[];
              children: number;
              confirmBy: string | null;
              createdAt: string;
              date: string;
              earningsCents: number | null;
              endsAt: string;
              endTime: string;
              expiresAt: string | null;
              id: string;
              late: boolean;
              minutes: number;
              nannyId: string;
              nannyName: string;
              nannyPhotoUrl: string | null;
              note: string;
              noteMasked: boolean;
              otherEmail: string | null;
              parentId: string;
              parentName: string | null;
              parentPhotoUrl: string | null;
              rateCents: number | null;
              reason: string | null;
              reasonMasked: boolean;
              respondedAt: string | null;
              seriesId: string | null;
              sessionNote: {
                activities: string;
                meals: string;
                mood: 'happy' | 'calm' | 'mixed' | 'upset';
                text: string;
                toileting: string;
                writtenAt: string;
              } | null;
              specialConsiderations: string | null;
              startsAt: string;
              startTime: string;
              status:
                | 'pending'
                | 'accepted'
                | 'declined'
                | 'expired'
                | 'cancelled'
                | 'completed'
                | 'no_show'
                | 'disputed'
                | 'confirmed';
              timeZone: string;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postBookingsByIdDisputeHours: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            booking: {
              actual: {
                endTime: string;
                minutes: number;
                startTime: string;
              } | null;
              cancelledBy: 'parent' | 'nanny' | (never | null);
              carePlanAcknowledgedAt: string | null;
              checkedInAt: string | null;
              checkedOutAt: string | null;
              childIds: string[];
              children: number;
              confirmBy: string | null;
              createdAt: string;
              date: string;
              earningsCents: number | null;
              endsAt: string;
              endTime: string;
              expiresAt: string | null;
              id: string;
              late: boolean;
              minutes: number;
              nannyId: string;
              nannyName: string;
              nannyPhotoUrl: string | null;
              note: string;
              noteMasked: boolean;
              otherEmail: string | null;
              parentId: string;
              parentName: string | null;
              parentPhotoUrl: string | null;
              rateCents: number | null;
              reason: string | null;
              reasonMasked: boolean;
              respondedAt: string | null;
              seriesId: string | null;
              sessionNote: {
                activities: string;
                meals: string;
                mood: 'happy' | 'calm' | 'mixed' | 'upset';
                text: string;
                toileting: string;
                writtenAt: string;
              } | null;
              specialConsiderations: string | null;
              startsAt: string;
              startTime: string;
              status:
                | 'pending'
                | 'accepted'
                | 'declined'
                | 'expired'
                | 'cancelled'
                | 'completed'
                | 'no_show'
                | 'disputed'
                | 'confirmed';
              timeZone: string;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getBookingsByIdIncidents: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            incidents: {
              bookingId: string;
              category: 'safety' | 'no_show' | 'late_arrival' | 'conduct' | 'other';
              date: string;
              decidedAt: string | null;
              description: string | null;
              endTime: string;
              id: string;
              mine: boolean;
              nannyId: string;
              nannyName: string;
              note: string | null;
              parentId: string;
              parentName: string | null;
              reportedAt: string;
              reportedBy: 'parent' | 'nanny';
              startTime: string;
              status: 'open' | 'significant' | 'not_significant';
            }[];
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postBookingsByIdIncidents: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          category: string;
          description: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            incident: {
              bookingId: string;
              category: 'safety' | 'no_show' | 'late_arrival' | 'conduct' | 'other';
              date: string;
              decidedAt: string | null;
              description: string | null;
              endTime: string;
              id: string;
              mine: boolean;
              nannyId: string;
              nannyName: string;
              note: string | null;
              parentId: string;
              parentName: string | null;
              reportedAt: string;
              reportedBy: 'parent' | 'nanny';
              startTime: string;
              status: 'open' | 'significant' | 'not_significant';
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postBookingsByIdNoShow: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            booking: {
              actual: {
                endTime: string;
                minutes: number;
                startTime: string;
              } | null;
              cancelledBy: 'parent' | 'nanny' | (never | null);
              carePlanAcknowledgedAt: string | null;
              checkedInAt: string | null;
              checkedOutAt: string | null;
              childIds: string[];
              children: number;
              confirmBy: string | null;
              createdAt: string;
              date: string;
              earningsCents: number | null;
              endsAt: string;
              endTime: string;
              expiresAt: string | null;
              id: string;
              late: boolean;
              minutes: number;
              nannyId: string;
              nannyName: string;
              nannyPhotoUrl: string | null;
              note: string;
              noteMasked: boolean;
              otherEmail: string | null;
              parentId: string;
              parentName: string | null;
              parentPhotoUrl: string | null;
              rateCents: number | null;
              reason: string | null;
              reasonMasked: boolean;
              respondedAt: string | null;
              seriesId: string | null;
              sessionNote: {
                activities: string;
                meals: string;
                mood: 'happy' | 'calm' | 'mixed' | 'upset';
                text: string;
                toileting: string;
                writtenAt: string;
              } | null;
              specialConsiderations: string | null;
              startsAt: string;
              startTime: string;
              status:
                | 'pending'
                | 'accepted'
                | 'declined'
                | 'expired'
                | 'cancelled'
                | 'completed'
                | 'no_show'
                | 'disputed'
                | 'confirmed';
              timeZone: string;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getConversations: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            conversations: {
              blockedByMe: boolean;
              canMessage: boolean;
              contactsShared: boolean;
              id: string;
              lastActivityAt: string;
              lastMessage: {
                fromMe: boolean;
                masked: boolean;
                sentAt: string;
                text: string;
              } | null;
              other: {
                id: string;
                name: string;
                photoUrl: string | null;
                role: 'parent' | 'nanny';
              };
              unreadCount: number;
            }[];
            unreadTotal: number;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postConversationsByConversationIdBlock: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        conversationId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            conversation: {
              blockedByMe: boolean;
              canMessage: boolean;
              contactsShared: boolean;
              id: string;
              lastActivityAt: string;
              lastMessage: {
                fromMe: boolean;
                masked: boolean;
                sentAt: string;
                text: string;
              } | null;
              other: {
                id: string;
                name: string;
                photoUrl: string | null;
                role: 'parent' | 'nanny';
              };
              unreadCount: number;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  deleteConversationsByConversationIdBlock: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        conversationId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            conversation: {
              blockedByMe: boolean;
              canMessage: boolean;
              contactsShared: boolean;
              id: string;
              lastActivityAt: string;
              lastMessage: {
                fromMe: boolean;
                masked: boolean;
                sentAt: string;
                text: string;
              } | null;
              other: {
                id: string;
                name: string;
                photoUrl: string | null;
                role: 'parent' | 'nanny';
              };
              unreadCount: number;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getConversationsByConversationIdMessages: {
    parameters: {
      query?: {
        before?: string;
      };
      header?: never;
      path: {
        conversationId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            conversation: {
              blockedByMe: boolean;
              canMessage: boolean;
              contactsShared: boolean;
              id: string;
              lastActivityAt: string;
              lastMessage: {
                fromMe: boolean;
                masked: boolean;
                sentAt: string;
                text: string;
              } | null;
              other: {
                id: string;
                name: string;
                photoUrl: string | null;
                role: 'parent' | 'nanny';
              };
              unreadCount: number;
            };
            messages: {
              conversationId: string;
              fromMe: boolean;
              id: string;
              masked: boolean;
              seen: boolean;
              senderId: string;
              sentAt: string;
              text: string;
            }[];
            olderCursor: string | null;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postConversationsByConversationIdMessages: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        conversationId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          idempotencyKey: string;
          text: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: {
              conversationId: string;
              fromMe: boolean;
              id: string;
              masked: boolean;
              seen: boolean;
              senderId: string;
              sentAt: string;
              text: string;
            };
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postConversationsByConversationIdMessagesByMessageIdReport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        conversationId: string;
        messageId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postConversationsByConversationIdRead: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        conversationId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          upToMessageId: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            conversation: {
              blockedByMe: boolean;
              canMessage: boolean;
              contactsShared: boolean;
              id: string;
              lastActivityAt: string;
              lastMessage: {
                fromMe: boolean;
                masked: boolean;
                sentAt: string;
                text: string;
              } | null;
              other: {
                id: string;
                name: string;
                photoUrl: string | null;
                role: 'parent' | 'nanny';
              };
              unreadCount: number;
            };
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getDirectory: {
    parameters: {
      query?: {
        background?: string;
        cpr?: string;
        cursor?: string;
        date?: string;
        end?: string;
        favourites?: string;
        languages?: string;
        needs?: string;
        sort?: string;
        start?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            home: {
              city: string;
              state: string;
              zip: string;
            } | null;
            nannies: {
              availabilitySummary: string;
              backgroundCheck: boolean;
              bio: string;
              city: string | null;
              cprFirstAid: boolean;
              credentials: string[];
              distance: {
                label: string;
                miles: number;
              } | null;
              fullName: string;
              id: string;
              languages: string[];
              matchedNeeds: string[];
              needs: string[];
              nextAvailableOn: string | null;
              photoUrl: string | null;
              rating: {
                average: number | null;
                count: number;
              };
              state: string | null;
            }[];
            nextCursor: string | null;
            sort: 'distance' | 'soonest' | 'newest' | 'rated';
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getDirectoryNanniesByNannyId: {
    parameters: {
      query?: {
        background?: string;
        cpr?: string;
        date?: string;
        end?: string;
        favourites?: string;
        languages?: string;
        needs?: string;
        sort?: string;
        start?: string;
      };
      header?: never;
      path: {
        nannyId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            nanny: {
              availabilitySummary: string;
              backgroundCheck: boolean;
              bio: string;
              city: string | null;
              cprFirstAid: boolean;
              credentials: string[];
              distance: {
                label: string;
                miles: number;
              } | null;
              fullName: string;
              id: string;
              languages: string[];
              matchedNeeds: string[];
              needs: string[];
              nextAvailableOn: string | null;
              photoUrl: string | null;
              rating: {
                average: number | null;
                count: number;
              };
              state: string | null;
            } | null;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getNanniesByNannyIdDocumentVersionsByVersionId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        nannyId: string;
        versionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file's bytes, with its own Content-Type */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': string;
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getNanniesByNannyIdFilesByKind: {
    parameters: {
      query?: {
        v?: string;
      };
      header?: never;
      path: {
        kind:
          'profile-photo' | 'rbt-certification' | 'photo-id' | 'background-check' | 'cpr-first-aid';
        nannyId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file's bytes, with its own Content-Type */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': string;
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getNanniesByNannyIdFilesPendingPhoto: {
    parameters: {
      query?: {
        v?: string;
      };
      header?: never;
      path: {
        nannyId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file's bytes, with its own Content-Type */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': string;
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getNanniesByNannyIdHours: {
    parameters: {
      query: {
        date: string;
      };
      header?: never;
      path: {
        nannyId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            booked: {
              endTime: string;
              startTime: string;
            }[];
            date: string;
            hours: {
              endTime: string;
              startTime: string;
            }[];
            rateCents: number;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getNanniesByNannyIdReviews: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        nannyId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            comments: {
              bookingId: string;
              comment: string | null;
              commentHidden: boolean;
              overall: number;
              repliedAt: string | null;
              reply: string | null;
              reviewedAt: string;
            }[];
            summary: {
              average: number | null;
              completionRate: number | null;
              count: number;
              repeatFamilies: number;
            };
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postNannyAgreement: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            nanny: {
              agreedToPayment: boolean;
              backgroundCheck:
                | ({
                    contentType: string;
                    fileName: string | null;
                    uploadedAt: string;
                    url: string;
                  } & {
                    expired: boolean;
                    rejectionReason: string | null;
                    status: 'pending' | 'verified' | 'rejected';
                    validUntil: string | null;
                  })
                | null;
              bio: string;
              cprFirstAid: {
                document: {
                  contentType: string;
                  fileName: string | null;
                  uploadedAt: string;
                  url: string;
                } | null;
                rejectionReason: string | null;
                status: 'none' | ('pending' | 'verified' | 'rejected');
                validUntil: string | null;
              };
              email: string;
              experience: {
                languages: string[];
                needs: string[];
              };
              fullName: string;
              id: string;
              photoId: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              profileChange: {
                rejectionReason: string | null;
                status: 'pending' | 'rejected';
              } | null;
              profilePhoto: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              rbtCertification: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              rejectionReason: string | null;
              serviceArea: {
                city: string;
                radiusMiles: number;
                state: string;
                zip: string;
              } | null;
              singleDayAvailability: {
                date: string;
                endTime: string;
                id: string;
                startTime: string;
              }[];
              status: 'pending' | 'approved' | 'rejected';
              weeklyAvailability: {
                friday: {
                  available: boolean;
                  endTime: string;
                  startTime: string;
                };
                monday: {
                  available: boolean;
                  endTime: string;
                  startTime: string;
                };
                saturday: {
                  available: boolean;
                  endTime: string;
                  startTime: string;
                };
                sunday: {
                  available: boolean;
                  endTime: string;
                  startTime: string;
                };
                thursday: {
                  available: boolean;
                  endTime: string;
                  startTime: string;
                };
                tuesday: {
                  available: boolean;
                  endTime: string;
                  startTime: string;
                };
                wednesday: {
                  available: boolean;
                  endTime: string;
                  startTime: string;
                };
              };
            };
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postNannyAvailabilitySingleDays: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          date: string;
          endTime: string;
          startTime: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            nanny: {
              agreedToPayment: boolean;
              backgroundCheck:
                | ({
                    contentType: string;
                    fileName: string | null;
                    uploadedAt: string;
                    url: string;
                  } & {
                    expired: boolean;
                    rejectionReason: string | null;
                    status: 'pending' | 'verified' | 'rejected';
                    validUntil: string | null;
                  })
                | null;
              bio: string;
              cprFirstAid: {
                document: {
                  contentType: string;
                  fileName: string | null;
                  uploadedAt: string;
                  url: string;
                } | null;
                rejectionReason: string | null;
                status: 'none' | ('pending' | 'verified' | 'rejected');
                validUntil: string | null;
              };
              email: string;
              experience: {
                languages: string[];
                needs: string[];
              };
              fullName: string;
              id: string;
              photoId: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              profileChange: {
                rejectionReason: string | null;
                status: 'pending' | 'rejected';
              } | null;
              profilePhoto: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              rbtCertification: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              rejectionReason: string | null;
              serviceArea: {
                city: string;
                radiusMiles: number;
                state: string;
                zip: string;
              } | null;
              singleDayAvailability: {
                date: string;
                endTime: string;
                id: string;
                startTime: string;
              }[];
              status: 'pending' | 'approved' | 'rejected';
              weeklyAvailability: {
                friday: {
                  available: boolean;
                  endTime: string;
                  startTime: string;
                };
                monday: {
                  available: boolean;
                  endTime: string;
                  startTime: string;
                };
                saturday: {
                  available: boolean;
                  endTime: string;
                  startTime: string;
                };
                sunday: {
                  available: boolean;
                  endTime: string;
                  startTime: string;
                };
                thursday: {
                  available: boolean;
                  endTime: string;
                  startTime: string;
                };
                tuesday: {
                  available: boolean;
                  endTime: string;
                  startTime: string;
                };
                wednesday: {
                  available: boolean;
                  endTime: string;
                  startTime: string;
                };
              };
            };
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  deleteNannyAvailabilitySingleDaysByEntryId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        entryId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            nanny: {
              agreedToPayment: boolean;
              backgroundCheck:
                | ({
                    contentType: string;
                    fileName: string | null;
                    uploadedAt: string;
                    url: string;
                  } & {
                    expired: boolean;
                    rejectionReason: string | null;
                    status: 'pending' | 'verified' | 'rejected';
                    validUntil: string | null;
                  })
                | null;
              bio: string;
              cprFirstAid: {
                document: {
                  contentType: string;
                  fileName: string | null;
                  uploadedAt: string;
                  url: string;
                } | null;
                rejectionReason: string | null;
                status: 'none' | ('pending' | 'verified' | 'rejected');
                validUntil: string | null;
              };
              email: string;
              experience: {
                languages: string[];
                needs: string[];
              };
              fullName: string;
              id: string;
              photoId: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              profileChange: {
                rejectionReason: string | null;
                status: 'pending' | 'rejected';
              } | null;
              profilePhoto: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              rbtCertification: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              rejectionReason: string | null;
              serviceArea: {
                city: string;
                radiusMiles: number;
                state: string;
                zip: string;
              } | null;
              singleDayAvailability: {
                date: string;
                endTime: string;
                id: string;
                startTime: string;
              }[];
              status: 'pending' | 'approved' | 'rejected';
              weeklyAvailability: {
                friday: {
                  available: boolean;
                  endTime: string;
                  startTime: string;
                };
                monday: {
                  available: boolean;
                  endTime: string;
                  startTime: string;
                };
                saturday: {
                  available: boolean;
                  endTime: string;
                  startTime: string;
                };
                sunday: {
                  available: boolean;
                  endTime: string;
                  startTime: string;
                };
                thursday: {
                  available: boolean;
                  endTime: string;
                  startTime: string;
                };
                tuesday: {
                  available: boolean;
                  endTime: string;
                  startTime: string;
                };
                wednesday: {
                  available: boolean;
                  endTime: string;
                  startTime: string;
                };
              };
            };
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  putNannyAvailabilityWeekly: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          friday: {
            available: boolean;
            endTime: string;
            startTime: string;
          };
          monday: {
            available: boolean;
            endTime: string;
            startTime: string;
          };
          saturday: {
            available: boolean;
            endTime: string;
            startTime: string;
          };
          sunday: {
            available: boolean;
            endTime: string;
            startTime: string;
          };
          thursday: {
            available: boolean;
            endTime: string;
            startTime: string;
          };
          tuesday: {
            available: boolean;
            endTime: string;
            startTime: string;
          };
          wednesday: {
            available: boolean;
            endTime: string;
            startTime: string;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            nanny: {
              agreedToPayment: boolean;
              backgroundCheck:
                | ({
                    contentType: string;
                    fileName: string | null;
                    uploadedAt: string;
                    url: string;
                  } & {
                    expired: boolean;
                    rejectionReason: string | null;
                    status: 'pending' | 'verified' | 'rejected';
                    validUntil: string | null;
                  })
                | null;
              bio: string;
              cprFirstAid: {
                document: {
                  contentType: string;
                  fileName: string | null;
                  uploadedAt: string;
                  url: string;
                } | null;
                rejectionReason: string | null;
                status: 'none' | ('pending' | 'verified' | 'rejected');
                validUntil: string | null;
              };
              email: string;
              experience: {
                languages: string[];
                needs: string[];
              };
              fullName: string;
              id: string;
              photoId: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              profileChange: {
                rejectionReason: string | null;
                status: 'pending' | 'rejected';
              } | null;
              profilePhoto: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              rbtCertification: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              rejectionReason: string | null;
              serviceArea: {
                city: string;
                radiusMiles: number;
                state: string;
                zip: string;
              } | null;
              singleDayAvailability: {
                date: string;
                endTime: string;
                id: string;
                startTime: string;
              }[];
              status: 'pending' | 'approved' | 'rejected';
              weeklyAvailability: {
                friday: {
                  available: boolean;
                  endTime: string;
                  startTime: string;
                };
                monday: {
                  available: boolean;
                  endTime: string;
                  startTime: string;
                };
                saturday: {
                  available: boolean;
                  endTime: string;
                  startTime: string;
                };
                sunday: {
                  available: boolean;
                  endTime: string;
                  startTime: string;
                };
                thursday: {
                  available: boolean;
                  endTime: string;
                  startTime: string;
                };
                tuesday: {
                  available: boolean;
                  endTime: string;
                  startTime: string;
                };
                wednesday: {
                  available: boolean;
                  endTime: string;
                  startTime: string;
                };
              };
            };
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postNannyBookingSeriesByIdAccept: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': Record<string, never>;
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            bookings: {
              actual: {
                endTime: string;
                minutes: number;
                startTime: string;
              } | null;
              cancelledBy: 'parent' | 'nanny' | (never | null);
              carePlanAcknowledgedAt: string | null;
              checkedInAt: string | null;
              checkedOutAt: string | null;
              childIds: string[];
              children: number;
              confirmBy: string | null;
              createdAt: string;
              date: string;
              earningsCents: number | null;
              endsAt: string;
              endTime: string;
              expiresAt: string | null;
              id: string;
              late: boolean;
              minutes: number;
              nannyId: string;
              nannyName: string;
              nannyPhotoUrl: string | null;
              note: string;
              noteMasked: boolean;
              otherEmail: string | null;
              parentId: string;
              parentName: string | null;
              parentPhotoUrl: string | null;
              rateCents: number | null;
              reason: string | null;
              reasonMasked: boolean;
              respondedAt: string | null;
              seriesId: string | null;
              sessionNote: {
                activities: string;
                meals: string;
                mood: 'happy' | 'calm' | 'mixed' | 'upset';
                text: string;
                toileting: string;
                writtenAt: string;
              } | null;
              specialConsiderations: string | null;
              startsAt: string;
              startTime: string;
              status:
                | 'pending'
                | 'accepted'
                | 'declined'
                | 'expired'
                | 'cancelled'
                | 'completed'
                | 'no_show'
                | 'disputed'
                | 'confirmed';
              timeZone: string;
            }[];
            message: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postNannyBookingSeriesByIdCancel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            bookings: {
              actual: {
                endTime: string;
                minutes: number;
                startTime: string;
              } | null;
              cancelledBy: 'parent' | 'nanny' | (never | null);
              carePlanAcknowledgedAt: string | null;
              checkedInAt: string | null;
              checkedOutAt: string | null;
              childIds: string[];
              children: number;
              confirmBy: string | null;
              createdAt: string;
              date: string;
              earningsCents: number | null;
              endsAt: string;
              endTime: string;
              expiresAt: string | null;
              id: string;
              late: boolean;
              minutes: number;
              nannyId: string;
              nannyName: string;
              nannyPhotoUrl: string | null;
              note: string;
              noteMasked: boolean;
              otherEmail: string | null;
              parentId: string;
              parentName: string | null;
              parentPhotoUrl: string | null;
              rateCents: number | null;
              reason: string | null;
              reasonMasked: boolean;
              respondedAt: string | null;
              seriesId: string | null;
              sessionNote: {
                activities: string;
                meals: string;
                mood: 'happy' | 'calm' | 'mixed' | 'upset';
                text: string;
                toileting: string;
                writtenAt: string;
              } | null;
              specialConsiderations: string | null;
              startsAt: string;
              startTime: string;
              status:
                | 'pending'
                | 'accepted'
                | 'declined'
                | 'expired'
                | 'cancelled'
                | 'completed'
                | 'no_show'
                | 'disputed'
                | 'confirmed';
              timeZone: string;
            }[];
            message: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postNannyBookingSeriesByIdDecline: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            bookings: {
              actual: {
                endTime: string;
                minutes: number;
                startTime: string;
              } | null;
              cancelledBy: 'parent' | 'nanny' | (never | null);
              carePlanAcknowledgedAt: string | null;
              checkedInAt: string | null;
              checkedOutAt: string | null;
              childIds: string[];
              children: number;
              confirmBy: string | null;
              createdAt: string;
              date: string;
              earningsCents: number | null;
              endsAt: string;
              endTime: string;
              expiresAt: string | null;
              id: string;
              late: boolean;
              minutes: number;
              nannyId: string;
              nannyName: string;
              nannyPhotoUrl: string | null;
              note: string;
              noteMasked: boolean;
              otherEmail: string | null;
              parentId: string;
              parentName: string | null;
              parentPhotoUrl: string | null;
              rateCents: number | null;
              reason: string | null;
              reasonMasked: boolean;
              respondedAt: string | null;
              seriesId: string | null;
              sessionNote: {
                activities: string;
                meals: string;
                mood: 'happy' | 'calm' | 'mixed' | 'upset';
                text: string;
                toileting: string;
                writtenAt: string;
              } | null;
              specialConsiderations: string | null;
              startsAt: string;
              startTime: string;
              status:
                | 'pending'
                | 'accepted'
                | 'declined'
                | 'expired'
                | 'cancelled'
                | 'completed'
                | 'no_show'
                | 'disputed'
                | 'confirmed';
              timeZone: string;
            }[];
            message: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getNannyBookings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            past: {
              actual: {
                endTime: string;
                minutes: number;
                startTime: string;
              } | null;
              cancelledBy: 'parent' | 'nanny' | (never | null);
              carePlanAcknowledgedAt: string | null;
              checkedInAt: string | null;
              checkedOutAt: string | null;
              childIds: string[];
              children: number;
              confirmBy: string | null;
              createdAt: string;
              date: string;
              earningsCents: number | null;
              endsAt: string;
              endTime: string;
              expiresAt: string | null;
              id: string;
              late: boolean;
              minutes: number;
              nannyId: string;
              nannyName: string;
              nannyPhotoUrl: string | null;
              note: string;
              noteMasked: boolean;
              otherEmail: string | null;
              parentId: string;
              parentName: string | null;
              parentPhotoUrl: string | null;
              rateCents: number | null;
              reason: string | null;
              reasonMasked: boolean;
              respondedAt: string | null;
              seriesId: string | null;
              sessionNote: {
                activities: string;
                meals: string;
                mood: 'happy' | 'calm' | 'mixed' | 'upset';
                text: string;
                toileting: string;
                writtenAt: string;
              } | null;
              specialConsiderations: string | null;
              startsAt: string;
              startTime: string;
              status:
                | 'pending'
                | 'accepted'
                | 'declined'
                | 'expired'
                | 'cancelled'
                | 'completed'
                | 'no_show'
                | 'disputed'
                | 'confirmed';
              timeZone: string;
            }[];
            rateCents: number;
            requests: {
              actual: {
                endTime: string;
                minutes: number;
                startTime: string;
              } | null;
              cancelledBy: 'parent' | 'nanny' | (never | null);
              carePlanAcknowledgedAt: string | null;
              checkedInAt: string | null;
              checkedOutAt: string | null;
              childIds: string[];
              children: number;
              confirmBy: string | null;
              createdAt: string;
              date: string;
              earningsCents: number | null;
              endsAt: string;
              endTime: string;
              expiresAt: string | null;
              id: string;
              late: boolean;
              minutes: number;
              nannyId: string;
              nannyName: string;
              nannyPhotoUrl: string | null;
              note: string;
              noteMasked: boolean;
              otherEmail: string | null;
              parentId: string;
              parentName: string | null;
              parentPhotoUrl: string | null;
              rateCents: number | null;
              reason: string | null;
              reasonMasked: boolean;
              respondedAt: string | null;
              seriesId: string | null;
              sessionNote: {
                activities: string;
                meals: string;
                mood: 'happy' | 'calm' | 'mixed' | 'upset';
                text: string;
                toileting: string;
                writtenAt: string;
              } | null;
              specialConsiderations: string | null;
              startsAt: string;
              startTime: string;
              status:
                | 'pending'
                | 'accepted'
                | 'declined'
                | 'expired'
                | 'cancelled'
                | 'completed'
                | 'no_show'
                | 'disputed'
                | 'confirmed';
              timeZone: string;
            }[];
            upcoming: {
              actual: {
                endTime: string;
                minutes: number;
                startTime: string;
              } | null;
              cancelledBy: 'parent' | 'nanny' | (never | null);
              carePlanAcknowledgedAt: string | null;
              checkedInAt: string | null;
              checkedOutAt: string | null;
              childIds: string[];
              children: number;
              confirmBy: string | null;
              createdAt: string;
              date: string;
              earningsCents: number | null;
              endsAt: string;
              endTime: string;
              expiresAt: string | null;
              id: string;
              late: boolean;
              minutes: number;
              nannyId: string;
              nannyName: string;
              nannyPhotoUrl: string | null;
              note: string;
              noteMasked: boolean;
              otherEmail: string | null;
              parentId: string;
              parentName: string | null;
              parentPhotoUrl: string | null;
              rateCents: number | null;
              reason: string | null;
              reasonMasked: boolean;
              respondedAt: string | null;
              seriesId: string | null;
              sessionNote: {
                activities: string;
                meals: string;
                mood: 'happy' | 'calm' | 'mixed' | 'upset';
                text: string;
                toileting: string;
                writtenAt: string;
              } | null;
              specialConsiderations: string | null;
              startsAt: string;
              startTime: string;
              status:
                | 'pending'
                | 'accepted'
                | 'declined'
                | 'expired'
                | 'cancelled'
                | 'completed'
                | 'no_show'
                | 'disputed'
                | 'confirmed';
              timeZone: string;
            }[];
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postNannyBookingsByBookingIdReview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        bookingId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          describedNeeds: boolean;
          privateNote?: string;
          respectedTime: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            reviews: {
              canReply: boolean;
              canReview: boolean;
              familyReview: {
                bookingId: string;
                describedNeeds: boolean;
                privateNote: string;
                respectedTime: boolean;
                reviewedAt: string;
              } | null;
              otherReviewed: boolean;
              parentReview: {
                bookingId: string;
                carePlan: number;
                comment: string | null;
                commentHidden: boolean;
                communication: number;
                engagement: number;
                overall: number;
                privateNote: string | null;
                punctuality: number;
                repliedAt: string | null;
                reply: string | null;
                reviewedAt: string;
                wouldBookAgain: boolean;
              } | null;
              revealed: boolean;
              windowEndsAt: string | null;
            };
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postNannyBookingsByBookingIdReviewReply: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        bookingId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reply: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            reviews: {
              canReply: boolean;
              canReview: boolean;
              familyReview: {
                bookingId: string;
                describedNeeds: boolean;
                privateNote: string;
                respectedTime: boolean;
                reviewedAt: string;
              } | null;
              otherReviewed: boolean;
              parentReview: {
                bookingId: string;
                carePlan: number;
                comment: string | null;
                commentHidden: boolean;
                communication: number;
                engagement: number;
                overall: number;
                privateNote: string | null;
                punctuality: number;
                repliedAt: string | null;
                reply: string | null;
                reviewedAt: string;
                wouldBookAgain: boolean;
              } | null;
              revealed: boolean;
              windowEndsAt: string | null;
            };
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postNannyBookingsByIdAccept: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': Record<string, never>;
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            booking: {
              actual: {
                endTime: string;
                minutes: number;
                startTime: string;
              } | null;
              cancelledBy: 'parent' | 'nanny' | (never | null);
              carePlanAcknowledgedAt: string | null;
              checkedInAt: string | null;
              checkedOutAt: string | null;
              childIds: string[];
              children: number;
              confirmBy: string | null;
              createdAt: string;
              date: string;
              earningsCents: number | null;
              endsAt: string;
              endTime: string;
              expiresAt: string | null;
              id: string;
              late: boolean;
              minutes: number;
              nannyId: string;
              nannyName: string;
              nannyPhotoUrl: string | null;
              note: string;
              noteMasked: boolean;
              otherEmail: string | null;
              parentId: string;
              parentName: string | null;
              parentPhotoUrl: string | null;
              rateCents: number | null;
              reason: string | null;
              reasonMasked: boolean;
              respondedAt: string | null;
              seriesId: string | null;
              sessionNote: {
                activities: string;
                meals: string;
                mood: 'happy' | 'calm' | 'mixed' | 'upset';
                text: string;
                toileting: string;
                writtenAt: string;
              } | null;
              specialConsiderations: string | null;
              startsAt: string;
              startTime: string;
              status:
                | 'pending'
                | 'accepted'
                | 'declined'
                | 'expired'
                | 'cancelled'
                | 'completed'
                | 'no_show'
                | 'disputed'
                | 'confirmed';
              timeZone: string;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postNannyBookingsByIdCancel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            booking: {
              actual: {
                endTime: string;
                minutes: number;
                startTime: string;
              } | null;
              cancelledBy: 'parent' | 'nanny' | (never | null);
              carePlanAcknowledgedAt: string | null;
              checkedInAt: string | null;
              checkedOutAt: string | null;
              childIds: string[];
              children: number;
              confirmBy: string | null;
              createdAt: string;
              date: string;
              earningsCents: number | null;
              endsAt: string;
              endTime: string;
              expiresAt: string | null;
              id: string;
              late: boolean;
              minutes: number;
              nannyId: string;
              nannyName: string;
              nannyPhotoUrl: string | null;
              note: string;
              noteMasked: boolean;
              otherEmail: string | null;
              parentId: string;
              parentName: string | null;
              parentPhotoUrl: string | null;
              rateCents: number | null;
              reason: string | null;
              reasonMasked: boolean;
              respondedAt: string | null;
              seriesId: string | null;
              sessionNote: {
                activities: string;
                meals: string;
                mood: 'happy' | 'calm' | 'mixed' | 'upset';
                text: string;
                toileting: string;
                writtenAt: string;
              } | null;
              specialConsiderations: string | null;
              startsAt: string;
              startTime: string;
              status:
                | 'pending'
                | 'accepted'
                | 'declined'
                | 'expired'
                | 'cancelled'
                | 'completed'
                | 'no_show'
                | 'disputed'
                | 'confirmed';
              timeZone: string;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postNannyBookingsByIdCarePlanAcknowledge: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          versions: {
            childId: string;
            version: number;
          }[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            access: 'full' | 'outline';
            acknowledgement: {
              acknowledgedAt: string | null;
              changes: {
                childId: string;
                headings: string[];
                name: string;
              }[];
              current: boolean;
            } | null;
            children: {
              age: number;
              generalNotes: string | null;
              headings: string[];
              id: string;
              name: string | null;
              plan: {
                allergies: string;
                communication: string;
                emergencyContacts: {
                  name: string;
                  phone: string;
                  relation: string;
                }[];
                emergencySteps: string;
                medications: {
                  dose: string;
                  mayGive: boolean;
                  name: string;
                  time: string;
                }[];
                routines: string;
                sensory: string;
                triggers: string;
              } | null;
              version: number | null;
            }[];
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postNannyBookingsByIdCheckIn: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': Record<string, never>;
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            booking: {
              actual: {
                endTime: string;
                minutes: number;
                startTime: string;
              } | null;
              cancelledBy: 'parent' | 'nanny' | (never | null);
              carePlanAcknowledgedAt: string | null;
              checkedInAt: string | null;
              checkedOutAt: string | null;
              childIds: string[];
              children: number;
              confirmBy: string | null;
              createdAt: string;
              date: string;
              earningsCents: number | null;
              endsAt: string;
              endTime: string;
              expiresAt: string | null;
              id: string;
              late: boolean;
              minutes: number;
              nannyId: string;
              nannyName: string;
              nannyPhotoUrl: string | null;
              note: string;
              noteMasked: boolean;
              otherEmail: string | null;
              parentId: string;
              parentName: string | null;
              parentPhotoUrl: string | null;
              rateCents: number | null;
              reason: string | null;
              reasonMasked: boolean;
              respondedAt: string | null;
              seriesId: string | null;
              sessionNote: {
                activities: string;
                meals: string;
                mood: 'happy' | 'calm' | 'mixed' | 'upset';
                text: string;
                toileting: string;
                writtenAt: string;
              } | null;
              specialConsiderations: string | null;
              startsAt: string;
              startTime: string;
              status:
                | 'pending'
                | 'accepted'
                | 'declined'
                | 'expired'
                | 'cancelled'
                | 'completed'
                | 'no_show'
                | 'disputed'
                | 'confirmed';
              timeZone: string;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postNannyBookingsByIdCheckOut: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': Record<string, never>;
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            booking: {
              actual: {
                endTime: string;
                minutes: number;
                startTime: string;
              } | null;
              cancelledBy: 'parent' | 'nanny' | (never | null);
              carePlanAcknowledgedAt: string | null;
              checkedInAt: string | null;
              checkedOutAt: string | null;
              childIds: string[];
              children: number;
              confirmBy: string | null;
              createdAt: string;
              date: string;
              earningsCents: number | null;
              endsAt: string;
              endTime: string;
              expiresAt: string | null;
              id: string;
              late: boolean;
              minutes: number;
              nannyId: string;
              nannyName: string;
              nannyPhotoUrl: string | null;
              note: string;
              noteMasked: boolean;
              otherEmail: string | null;
              parentId: string;
              parentName: string | null;
              parentPhotoUrl: string | null;
              rateCents: number | null;
              reason: string | null;
              reasonMasked: boolean;
              respondedAt: string | null;
              seriesId: string | null;
              sessionNote: {
                activities: string;
                meals: string;
                mood: 'happy' | 'calm' | 'mixed' | 'upset';
                text: string;
                toileting: string;
                writtenAt: string;
              } | null;
              specialConsiderations: string | null;
              startsAt: string;
              startTime: string;
              status:
                | 'pending'
                | 'accepted'
                | 'declined'
                | 'expired'
                | 'cancelled'
                | 'completed'
                | 'no_show'
                | 'disputed'
                | 'confirmed';
              timeZone: string;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postNannyBookingsByIdComplete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          endTime: string;
          startTime: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            booking: {
              actual: {
                endTime: string;
                minutes: number;
                startTime: string;
              } | null;
              cancelledBy: 'parent' | 'nanny' | (never | null);
              carePlanAcknowledgedAt: string | null;
              checkedInAt: string | null;
              checkedOutAt: string | null;
              childIds: string[];
              children: number;
              confirmBy: string | null;
              createdAt: string;
              date: string;
              earningsCents: number | null;
              endsAt: string;
              endTime: string;
              expiresAt: string | null;
              id: string;
              late: boolean;
              minutes: number;
              nannyId: string;
              nannyName: string;
              nannyPhotoUrl: string | null;
              note: string;
              noteMasked: boolean;
              otherEmail: string | null;
              parentId: string;
              parentName: string | null;
              parentPhotoUrl: string | null;
              rateCents: number | null;
              reason: string | null;
              reasonMasked: boolean;
              respondedAt: string | null;
              seriesId: string | null;
              sessionNote: {
                activities: string;
                meals: string;
                mood: 'happy' | 'calm' | 'mixed' | 'upset';
                text: string;
                toileting: string;
                writtenAt: string;
              } | null;
              specialConsiderations: string | null;
              startsAt: string;
              startTime: string;
              status:
                | 'pending'
                | 'accepted'
                | 'declined'
                | 'expired'
                | 'cancelled'
                | 'completed'
                | 'no_show'
                | 'disputed'
                | 'confirmed';
              timeZone: string;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postNannyBookingsByIdDecline: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            booking: {
              actual: {
                endTime: string;
                minutes: number;
                startTime: string;
              } | null;
              cancelledBy: 'parent' | 'nanny' | (never | null);
              carePlanAcknowledgedAt: string | null;
              checkedInAt: string | null;
              checkedOutAt: string | null;
              childIds: string[];
              children: number;
              confirmBy: string | null;
              createdAt: string;
              date: string;
              earningsCents: number | null;
              endsAt: string;
              endTime: string;
              expiresAt: string | null;
              id: string;
              late: boolean;
              minutes: number;
              nannyId: string;
              nannyName: string;
              nannyPhotoUrl: string | null;
              note: string;
              noteMasked: boolean;
              otherEmail: string | null;
              parentId: string;
              parentName: string | null;
              parentPhotoUrl: string | null;
              rateCents: number | null;
              reason: string | null;
              reasonMasked: boolean;
              respondedAt: string | null;
              seriesId: string | null;
              sessionNote: {
                activities: string;
                meals: string;
                mood: 'happy' | 'calm' | 'mixed' | 'upset';
                text: string;
                toileting: string;
                writtenAt: string;
              } | null;
              specialConsiderations: string | null;
              startsAt: string;
              startTime: string;
              status:
                | 'pending'
                | 'accepted'
                | 'declined'
                | 'expired'
                | 'cancelled'
                | 'completed'
                | 'no_show'
                | 'disputed'
                | 'confirmed';
              timeZone: string;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postNannyBookingsByIdSessionNote: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          activities: string;
          meals: string;
          mood: string;
          text: string;
          toileting: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            booking: {
              actual: {
                endTime: string;
                minutes: number;
                startTime: string;
              } | null;
              cancelledBy: 'parent' | 'nanny' | (never | null);
              carePlanAcknowledgedAt: string | null;
              checkedInAt: string | null;
              checkedOutAt: string | null;
              childIds: string[];
              children: number;
              confirmBy: string | null;
              createdAt: string;
              date: string;
              earningsCents: number | null;
              endsAt: string;
              endTime: string;
              expiresAt: string | null;
              id: string;
              late: boolean;
              minutes: number;
              nannyId: string;
              nannyName: string;
              nannyPhotoUrl: string | null;
              note: string;
              noteMasked: boolean;
              otherEmail: string | null;
              parentId: string;
              parentName: string | null;
              parentPhotoUrl: string | null;
              rateCents: number | null;
              reason: string | null;
              reasonMasked: boolean;
              respondedAt: string | null;
              seriesId: string | null;
              sessionNote: {
                activities: string;
                meals: string;
                mood: 'happy' | 'calm' | 'mixed' | 'upset';
                text: string;
                toileting: string;
                writtenAt: string;
              } | null;
              specialConsiderations: string | null;
              startsAt: string;
              startTime: string;
              status:
                | 'pending'
                | 'accepted'
                | 'declined'
                | 'expired'
                | 'cancelled'
                | 'completed'
                | 'no_show'
                | 'disputed'
                | 'confirmed';
              timeZone: string;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getNannyCredential: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            checkedOn: string | null;
            expiresOn: string | null;
            notice: string | null;
            standing: 'active' | 'inactive' | 'not-found' | 'lapsed' | 'unrecorded';
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postNannyDocumentsByKind: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        kind:
          'profile-photo' | 'rbt-certification' | 'photo-id' | 'background-check' | 'cpr-first-aid';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            nanny: {
              agreedToPayment: boolean;
              backgroundCheck:
                | ({
                    contentType: string;
                    fileName: string | null;
                    uploadedAt: string;
                    url: string;
                  } & {
                    expired: boolean;
                    rejectionReason: string | null;
                    status: 'pending' | 'verified' | 'rejected';
                    validUntil: string | null;
                  })
                | null;
              bio: string;
              cprFirstAid: {
                document: {
                  contentType: string;
                  fileName: string | null;
                  uploadedAt: string;
                  url: string;
                } | null;
                rejectionReason: string | null;
                status: 'none' | ('pending' | 'verified' | 'rejected');
                validUntil: string | null;
              };
              email: string;
              experience: {
                languages: string[];
                needs: string[];
              };
              fullName: string;
              id: string;
              photoId: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              profileChange: {
                rejectionReason: string | null;
                status: 'pending' | 'rejected';
              } | null;
              profilePhoto: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              rbtCertification: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              rejectionReason: string | null;
              serviceArea: {
                city: string;
                radiusMiles: number;
                state: string;
                zip: string;
              } | null;
              singleDayAvailability: {
                date: string;
                endTime: string;
                id: string;
                startTime: string;
              }[];
              status: 'pending' | 'approved' | 'rejected';
              weeklyAvailability: {
                friday: {
                  available: boolean;
                  endTime: string;
                  startTime: string;
                };
                monday: {
                  available: boolean;
                  endTime: string;
                  startTime: string;
                };
                saturday: {
                  available: boolean;
                  endTime: string;
                  startTime: string;
                };
                sunday: {
                  available: boolean;
                  endTime: string;
                  startTime: string;
                };
                thursday: {
                  available: boolean;
                  endTime: string;
                  startTime: string;
                };
                tuesday: {
                  available: boolean;
                  endTime: string;
                  startTime: string;
                };
                wednesday: {
                  available: boolean;
                  endTime: string;
                  startTime: string;
                };
              };
            };
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getNannyEarnings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            cleanSessions: number;
            lines: {
              amountCents: number;
              bookingId: string;
              date: string;
              endTime: string;
              id: string;
              kind: 'session' | 'late_cancellation';
              minutes: number;
              parentName: string | null;
              rateCents: number;
              recordedAt: string;
              startTime: string;
              timeZone: string;
            }[];
            raisedSince: string | null;
            rateCents: number;
            sessionsForRaise: number;
            totals: {
              allCents: number;
              monthCents: number;
              weekCents: number;
            };
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getNannyEarningsCsv: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': string;
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  putNannyExperience: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          languages: string[];
          needs: string[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            experience: {
              languages: string[];
              needs: string[];
            };
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getNannyPayouts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            account: 'none' | 'onboarding' | 'ready';
            lines: {
              amountCents: number;
              bookingId: string;
              date: string;
              kind: 'session' | 'late_cancellation';
              paidOutAt: string | null;
              status: 'pending' | 'owed' | 'paid_out';
              tipCents: number;
            }[];
            mode: 'stripe' | 'simulated' | 'off';
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postNannyPayoutsSetup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            url: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getNannyProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            nanny: {
              agreedToPayment: boolean;
              backgroundCheck:
                | ({
                    contentType: string;
                    fileName: string | null;
                    uploadedAt: string;
                    url: string;
                  } & {
                    expired: boolean;
                    rejectionReason: string | null;
                    status: 'pending' | 'verified' | 'rejected';
                    validUntil: string | null;
                  })
                | null;
              bio: string;
              cprFirstAid: {
                document: {
                  contentType: string;
                  fileName: string | null;
                  uploadedAt: string;
                  url: string;
                } | null;
                rejectionReason: string | null;
                status: 'none' | ('pending' | 'verified' | 'rejected');
                validUntil: string | null;
              };
              email: string;
              experience: {
                languages: string[];
                needs: string[];
              };
              fullName: string;
              id: string;
              photoId: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              profileChange: {
                rejectionReason: string | null;
                status: 'pending' | 'rejected';
              } | null;
              profilePhoto: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              rbtCertification: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              rejectionReason: string | null;
              serviceArea: {
                city: string;
                radiusMiles: number;
                state: string;
                zip: string;
              } | null;
              singleDayAvailability: {
                date: string;
                endTime: string;
                id: string;
                startTime: string;
              }[];
              status: 'pending' | 'approved' | 'rejected';
              weeklyAvailability: {
                friday: {
                  available: boolean;
                  endTime: string;
                  startTime: string;
                };
                monday: {
                  available: boolean;
                  endTime: string;
                  startTime: string;
                };
                saturday: {
                  available: boolean;
                  endTime: string;
                  startTime: string;
                };
                sunday: {
                  available: boolean;
                  endTime: string;
                  startTime: string;
                };
                thursday: {
                  available: boolean;
                  endTime: string;
                  startTime: string;
                };
                tuesday: {
                  available: boolean;
                  endTime: string;
                  startTime: string;
                };
                wednesday: {
                  available: boolean;
                  endTime: string;
                  startTime: string;
                };
              };
            };
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  putNannyProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          bio: string;
          fullName: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            nanny: {
              agreedToPayment: boolean;
              backgroundCheck:
                | ({
                    contentType: string;
                    fileName: string | null;
                    uploadedAt: string;
                    url: string;
                  } & {
                    expired: boolean;
                    rejectionReason: string | null;
                    status: 'pending' | 'verified' | 'rejected';
                    validUntil: string | null;
                  })
                | null;
              bio: string;
              cprFirstAid: {
                document: {
                  contentType: string;
                  fileName: string | null;
                  uploadedAt: string;
                  url: string;
                } | null;
                rejectionReason: string | null;
                status: 'none' | ('pending' | 'verified' | 'rejected');
                validUntil: string | null;
              };
              email: string;
              experience: {
                languages: string[];
                needs: string[];
              };
              fullName: string;
              id: string;
              photoId: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              profileChange: {
                rejectionReason: string | null;
                status: 'pending' | 'rejected';
              } | null;
              profilePhoto: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              rbtCertification: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              rejectionReason: string | null;
              serviceArea: {
                city: string;
                radiusMiles: number;
                state: string;
                zip: string;
              } | null;
              singleDayAvailability: {
                date: string;
                endTime: string;
                id: string;
                startTime: string;
              }[];
              status: 'pending' | 'approved' | 'rejected';
              weeklyAvailability: {
                friday: {
                  available: boolean;
                  endTime: string;
                  startTime: string;
                };
                monday: {
                  available: boolean;
                  endTime: string;
                  startTime: string;
                };
                saturday: {
                  available: boolean;
                  endTime: string;
                  startTime: string;
                };
                sunday: {
                  available: boolean;
                  endTime: string;
                  startTime: string;
                };
                thursday: {
                  available: boolean;
                  endTime: string;
                  startTime: string;
                };
                tuesday: {
                  available: boolean;
                  endTime: string;
                  startTime: string;
                };
                wednesday: {
                  available: boolean;
                  endTime: string;
                  startTime: string;
                };
              };
            };
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  putNannyServiceArea: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          radiusMiles: number;
          zip: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            serviceArea: {
              city: string;
              radiusMiles: number;
              state: string;
              zip: string;
            };
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getOperatorAccounts: {
    parameters: {
      query: {
        email: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            account: {
              createdAt: string;
              email: string;
              fullName: string;
              id: string;
              role: 'nanny' | 'parent' | 'operator';
              suspended: boolean;
            };
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postOperatorAccountsByAccountIdErase: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        accountId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getOperatorBookings: {
    parameters: {
      query?: {
        before?: string;
        date?: string;
        nannyId?: string;
        parentId?: string;
        status?:
          | 'pending'
          | 'accepted'
          | 'declined'
          | 'expired'
          | 'cancelled'
          | 'completed'
          | 'no_show'
          | 'disputed'
          | 'confirmed';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            bookings: {
              actual: {
                endTime: string;
                minutes: number;
                startTime: string;
              } | null;
              cancelledBy: 'parent' | 'nanny' | (never | null);
              carePlanAcknowledgedAt: string | null;
              checkedInAt: string | null;
              checkedOutAt: string | null;
              childIds: string[];
              children: number;
              confirmBy: string | null;
              createdAt: string;
              date: string;
              earningsCents: number | null;
              endsAt: string;
              endTime: string;
              expiresAt: string | null;
              id: string;
              late: boolean;
              minutes: number;
              nannyId: string;
              nannyName: string;
              nannyPhotoUrl: string | null;
              note: string;
              noteMasked: boolean;
              otherEmail: string | null;
              parentId: string;
              parentName: string | null;
              parentPhotoUrl: string | null;
              rateCents: number | null;
              reason: string | null;
              reasonMasked: boolean;
              respondedAt: string | null;
              seriesId: string | null;
              sessionNote: {
                activities: string;
                meals: string;
                mood: 'happy' | 'calm' | 'mixed' | 'upset';
                text: string;
                toileting: string;
                writtenAt: string;
              } | null;
              specialConsiderations: string | null;
              startsAt: string;
              startTime: string;
              status:
                | 'pending'
                | 'accepted'
                | 'declined'
                | 'expired'
                | 'cancelled'
                | 'completed'
                | 'no_show'
                | 'disputed'
                | 'confirmed';
              timeZone: string;
            }[];
            next: string | null;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getOperatorBookingsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            booking: {
              actual: {
                endTime: string;
                minutes: number;
                startTime: string;
              } | null;
              cancelledBy: 'parent' | 'nanny' | (never | null);
              carePlanAcknowledgedAt: string | null;
              checkedInAt: string | null;
              checkedOutAt: string | null;
              childIds: string[];
              children: number;
              confirmBy: string | null;
              createdAt: string;
              date: string;
              earningsCents: number | null;
              endsAt: string;
              endTime: string;
              expiresAt: string | null;
              id: string;
              late: boolean;
              minutes: number;
              nannyId: string;
              nannyName: string;
              nannyPhotoUrl: string | null;
              note: string;
              noteMasked: boolean;
              otherEmail: string | null;
              parentId: string;
              parentName: string | null;
              parentPhotoUrl: string | null;
              rateCents: number | null;
              reason: string | null;
              reasonMasked: boolean;
              respondedAt: string | null;
              seriesId: string | null;
              sessionNote: {
                activities: string;
                meals: string;
                mood: 'happy' | 'calm' | 'mixed' | 'upset';
                text: string;
                toileting: string;
                writtenAt: string;
              } | null;
              specialConsiderations: string | null;
              startsAt: string;
              startTime: string;
              status:
                | 'pending'
                | 'accepted'
                | 'declined'
                | 'expired'
                | 'cancelled'
                | 'completed'
                | 'no_show'
                | 'disputed'
                | 'confirmed';
              timeZone: string;
            };
            history: {
              data: unknown;
              metadata: unknown;
              position: number;
              /** @description ISO 8601, UTC */
              recordedAt: string;
              schemaVersion: number;
              streamId: string;
              streamType: string;
              type: string;
              version: number;
            }[];
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postOperatorBookingsByIdKeep: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': Record<string, never>;
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            booking: {
              actual: {
                endTime: string;
                minutes: number;
                startTime: string;
              } | null;
              cancelledBy: 'parent' | 'nanny' | (never | null);
              carePlanAcknowledgedAt: string | null;
              checkedInAt: string | null;
              checkedOutAt: string | null;
              childIds: string[];
              children: number;
              confirmBy: string | null;
              createdAt: string;
              date: string;
              earningsCents: number | null;
              endsAt: string;
              endTime: string;
              expiresAt: string | null;
              id: string;
              late: boolean;
              minutes: number;
              nannyId: string;
              nannyName: string;
              nannyPhotoUrl: string | null;
              note: string;
              noteMasked: boolean;
              otherEmail: string | null;
              parentId: string;
              parentName: string | null;
              parentPhotoUrl: string | null;
              rateCents: number | null;
              reason: string | null;
              reasonMasked: boolean;
              respondedAt: string | null;
              seriesId: string | null;
              sessionNote: {
                activities: string;
                meals: string;
                mood: 'happy' | 'calm' | 'mixed' | 'upset';
                text: string;
                toileting: string;
                writtenAt: string;
              } | null;
              specialConsiderations: string | null;
              startsAt: string;
              startTime: string;
              status:
                | 'pending'
                | 'accepted'
                | 'declined'
                | 'expired'
                | 'cancelled'
                | 'completed'
                | 'no_show'
                | 'disputed'
                | 'confirmed';
              timeZone: string;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postOperatorBookingsByIdRelease: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': Record<string, never>;
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            booking: {
              actual: {
                endTime: string;
                minutes: number;
                startTime: string;
              } | null;
              cancelledBy: 'parent' | 'nanny' | (never | null);
              carePlanAcknowledgedAt: string | null;
              checkedInAt: string | null;
              checkedOutAt: string | null;
              childIds: string[];
              children: number;
              confirmBy: string | null;
              createdAt: string;
              date: string;
              earningsCents: number | null;
              endsAt: string;
              endTime: string;
              expiresAt: string | null;
              id: string;
              late: boolean;
              minutes: number;
              nannyId: string;
              nannyName: string;
              nannyPhotoUrl: string | null;
              note: string;
              noteMasked: boolean;
              otherEmail: string | null;
              parentId: string;
              parentName: string | null;
              parentPhotoUrl: string | null;
              rateCents: number | null;
              reason: string | null;
              reasonMasked: boolean;
              respondedAt: string | null;
              seriesId: string | null;
              sessionNote: {
                activities: string;
                meals: string;
                mood: 'happy' | 'calm' | 'mixed' | 'upset';
                text: string;
                toileting: string;
                writtenAt: string;
              } | null;
              specialConsiderations: string | null;
              startsAt: string;
              startTime: string;
              status:
                | 'pending'
                | 'accepted'
                | 'declined'
                | 'expired'
                | 'cancelled'
                | 'completed'
                | 'no_show'
                | 'disputed'
                | 'confirmed';
              timeZone: string;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postOperatorBookingsByIdSettle: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          endTime: string;
          note: string;
          startTime: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            booking: {
              actual: {
                endTime: string;
                minutes: number;
                startTime: string;
              } | null;
              cancelledBy: 'parent' | 'nanny' | (never | null);
              carePlanAcknowledgedAt: string | null;
              checkedInAt: string | null;
              checkedOutAt: string | null;
              childIds: string[];
              children: number;
              confirmBy: string | null;
              createdAt: string;
              date: string;
              earningsCents: number | null;
              endsAt: string;
              endTime: string;
              expiresAt: string | null;
              id: string;
              late: boolean;
              minutes: number;
              nannyId: string;
              nannyName: string;
              nannyPhotoUrl: string | null;
              note: string;
              noteMasked: boolean;
              otherEmail: string | null;
              parentId: string;
              parentName: string | null;
              parentPhotoUrl: string | null;
              rateCents: number | null;
              reason: string | null;
              reasonMasked: boolean;
              respondedAt: string | null;
              seriesId: string | null;
              sessionNote: {
                activities: string;
                meals: string;
                mood: 'happy' | 'calm' | 'mixed' | 'upset';
                text: string;
                toileting: string;
                writtenAt: string;
              } | null;
              specialConsiderations: string | null;
              startsAt: string;
              startTime: string;
              status:
                | 'pending'
                | 'accepted'
                | 'declined'
                | 'expired'
                | 'cancelled'
                | 'completed'
                | 'no_show'
                | 'disputed'
                | 'confirmed';
              timeZone: string;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getOperatorCredentialChecks: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            checks: {
              certificationNumber: string | null;
              checkedOn: string | null;
              due: boolean;
              expiresOn: string | null;
              fullName: string;
              inactiveReason: string | null;
              nannyId: string;
              nextCheckOn: string;
              standing: 'active' | 'inactive' | 'not-found' | 'lapsed' | 'unrecorded';
            }[];
            today: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getOperatorCredentialHeldBookings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            bookings: {
              actual: {
                endTime: string;
                minutes: number;
                startTime: string;
              } | null;
              cancelledBy: 'parent' | 'nanny' | (never | null);
              carePlanAcknowledgedAt: string | null;
              checkedInAt: string | null;
              checkedOutAt: string | null;
              childIds: string[];
              children: number;
              confirmBy: string | null;
              createdAt: string;
              date: string;
              earningsCents: number | null;
              endsAt: string;
              endTime: string;
              expiresAt: string | null;
              id: string;
              late: boolean;
              minutes: number;
              nannyId: string;
              nannyName: string;
              nannyPhotoUrl: string | null;
              note: string;
              noteMasked: boolean;
              otherEmail: string | null;
              parentId: string;
              parentName: string | null;
              parentPhotoUrl: string | null;
              rateCents: number | null;
              reason: string | null;
              reasonMasked: boolean;
              respondedAt: string | null;
              seriesId: string | null;
              sessionNote: {
                activities: string;
                meals: string;
                mood: 'happy' | 'calm' | 'mixed' | 'upset';
                text: string;
                toileting: string;
                writtenAt: string;
              } | null;
              specialConsiderations: string | null;
              startsAt: string;
              startTime: string;
              status:
                | 'pending'
                | 'accepted'
                | 'declined'
                | 'expired'
                | 'cancelled'
                | 'completed'
                | 'no_show'
                | 'disputed'
                | 'confirmed';
              timeZone: string;
            }[];
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getOperatorEvents: {
    parameters: {
      query: {
        /** @description The position of the last event already seen (0 from the start) */
        after: number;
        /** @description Recorded at or after: an ISO 8601 date or date and time (UTC unless it says) */
        from?: string;
        limit: number;
        /** @description Only this stream (exact id) */
        streamId?: string;
        /** @description Recorded before: an ISO 8601 date or date and time (UTC unless it says) */
        to?: string;
        /** @description Only this event type (exact) */
        type?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            events: {
              data: unknown;
              metadata: unknown;
              position: number;
              /** @description ISO 8601, UTC */
              recordedAt: string;
              schemaVersion: number;
              streamId: string;
              streamType: string;
              type: string;
              version: number;
            }[];
            nextAfter: number | null;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getOperatorEventsExport: {
    parameters: {
      query?: {
        /** @description Recorded at or after: an ISO 8601 date or date and time (UTC unless it says) */
        from?: string;
        /** @description Only this stream (exact id) */
        streamId?: string;
        /** @description Recorded before: an ISO 8601 date or date and time (UTC unless it says) */
        to?: string;
        /** @description Only this event type (exact) */
        type?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getOperatorIncidents: {
    parameters: {
      query?: {
        status?: 'open' | 'decided';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            incidents: {
              bookingId: string;
              category: 'safety' | 'no_show' | 'late_arrival' | 'conduct' | 'other';
              date: string;
              decidedAt: string | null;
              description: string | null;
              endTime: string;
              id: string;
              mine: boolean;
              nannyId: string;
              nannyName: string;
              note: string | null;
              parentId: string;
              parentName: string | null;
              reportedAt: string;
              reportedBy: 'parent' | 'nanny';
              startTime: string;
              status: 'open' | 'significant' | 'not_significant';
            }[];
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postOperatorIncidentsByIdDecide: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          note: string;
          significant: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            incident: {
              bookingId: string;
              category: 'safety' | 'no_show' | 'late_arrival' | 'conduct' | 'other';
              date: string;
              decidedAt: string | null;
              description: string | null;
              endTime: string;
              id: string;
              mine: boolean;
              nannyId: string;
              nannyName: string;
              note: string | null;
              parentId: string;
              parentName: string | null;
              reportedAt: string;
              reportedBy: 'parent' | 'nanny';
              startTime: string;
              status: 'open' | 'significant' | 'not_significant';
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getOperatorJobs: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            failures: {
              /** @description First line only; addresses and secrets taken out */
              error: string;
              id: string;
              kind: string;
              /** Format: date-time */
              lastTriedAt: string | null;
              /** Format: date-time */
              nextTryAt: string | null;
              retryLimit: number;
              state: 'retrying' | 'failed' | 'dead-letter';
              tries: number;
            }[];
            queues: {
              active: number;
              deadLetter: number;
              failed: number;
              name: string;
              queued: number;
              retrying: number;
            }[];
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getOperatorMessageReports: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            reports: {
              conversationId: string;
              decidedAt: string | null;
              id: string;
              messageId: string;
              messageText: string;
              reason: string;
              reportedAt: string;
              reporter: {
                id: string;
                name: string;
                photoUrl: string | null;
                role: 'parent' | 'nanny';
              };
              sender: {
                id: string;
                name: string;
                photoUrl: string | null;
                role: 'parent' | 'nanny';
              };
              status: 'open' | 'dismissed' | 'warned' | 'suspended';
            }[];
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getOperatorMessageReportsByReportIdConversation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        reportId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            messages: {
              conversationId: string;
              fromMe: boolean;
              id: string;
              masked: boolean;
              reported: boolean;
              seen: boolean;
              senderId: string;
              sentAt: string;
              text: string;
            }[];
            nanny: {
              id: string;
              name: string;
              photoUrl: string | null;
              role: 'parent' | 'nanny';
            };
            parent: {
              id: string;
              name: string;
              photoUrl: string | null;
              role: 'parent' | 'nanny';
            };
            report: {
              conversationId: string;
              decidedAt: string | null;
              id: string;
              messageId: string;
              messageText: string;
              reason: string;
              reportedAt: string;
              reporter: {
                id: string;
                name: string;
                photoUrl: string | null;
                role: 'parent' | 'nanny';
              };
              sender: {
                id: string;
                name: string;
                photoUrl: string | null;
                role: 'parent' | 'nanny';
              };
              status: 'open' | 'dismissed' | 'warned' | 'suspended';
            };
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postOperatorMessageReportsByReportIdDecision: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        reportId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          action: 'dismiss' | 'warn' | 'suspend';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            report: {
              conversationId: string;
              decidedAt: string | null;
              id: string;
              messageId: string;
              messageText: string;
              reason: string;
              reportedAt: string;
              reporter: {
                id: string;
                name: string;
                photoUrl: string | null;
                role: 'parent' | 'nanny';
              };
              sender: {
                id: string;
                name: string;
                photoUrl: string | null;
                role: 'parent' | 'nanny';
              };
              status: 'open' | 'dismissed' | 'warned' | 'suspended';
            };
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getOperatorNannies: {
    parameters: {
      query?: {
        cursor?: string;
        status?: 'pending' | 'approved' | 'rejected';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            nannies: {
              backgroundCheck:
                | ({
                    contentType: string;
                    fileName: string | null;
                    uploadedAt: string;
                    url: string;
                  } & {
                    expired: boolean;
                    rejectionReason: string | null;
                    status: 'pending' | 'verified' | 'rejected';
                    validUntil: string | null;
                  })
                | null;
              bio: string;
              cprFirstAid: {
                document: {
                  contentType: string;
                  fileName: string | null;
                  uploadedAt: string;
                  url: string;
                } | null;
                rejectionReason: string | null;
                status: 'none' | ('pending' | 'verified' | 'rejected');
                validUntil: string | null;
              };
              createdAt: string;
              email: string;
              fullName: string;
              id: string;
              missingForApproval: string[];
              photoId: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              profilePhoto: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              rbtCertification: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              rejectionReason: string | null;
              status: 'pending' | 'approved' | 'rejected';
            }[];
            nextCursor: string | null;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postOperatorNanniesByNannyIdApprove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        nannyId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          certificationNumber: string;
          checkedOn: string;
          expiresOn?: string | null;
          inactiveReason?: string | null;
          registryStatus: 'active' | 'inactive' | 'not-found';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            nanny: {
              backgroundCheck:
                | ({
                    contentType: string;
                    fileName: string | null;
                    uploadedAt: string;
                    url: string;
                  } & {
                    expired: boolean;
                    rejectionReason: string | null;
                    status: 'pending' | 'verified' | 'rejected';
                    validUntil: string | null;
                  })
                | null;
              bio: string;
              cprFirstAid: {
                document: {
                  contentType: string;
                  fileName: string | null;
                  uploadedAt: string;
                  url: string;
                } | null;
                rejectionReason: string | null;
                status: 'none' | ('pending' | 'verified' | 'rejected');
                validUntil: string | null;
              };
              createdAt: string;
              email: string;
              fullName: string;
              id: string;
              missingForApproval: string[];
              photoId: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              profilePhoto: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              rbtCertification: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              rejectionReason: string | null;
              status: 'pending' | 'approved' | 'rejected';
            };
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postOperatorNanniesByNannyIdBackgroundCheckReject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        nannyId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            nanny: {
              backgroundCheck:
                | ({
                    contentType: string;
                    fileName: string | null;
                    uploadedAt: string;
                    url: string;
                  } & {
                    expired: boolean;
                    rejectionReason: string | null;
                    status: 'pending' | 'verified' | 'rejected';
                    validUntil: string | null;
                  })
                | null;
              bio: string;
              cprFirstAid: {
                document: {
                  contentType: string;
                  fileName: string | null;
                  uploadedAt: string;
                  url: string;
                } | null;
                rejectionReason: string | null;
                status: 'none' | ('pending' | 'verified' | 'rejected');
                validUntil: string | null;
              };
              createdAt: string;
              email: string;
              fullName: string;
              id: string;
              missingForApproval: string[];
              photoId: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              profilePhoto: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              rbtCertification: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              rejectionReason: string | null;
              status: 'pending' | 'approved' | 'rejected';
            };
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postOperatorNanniesByNannyIdBackgroundCheckVerify: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        nannyId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            nanny: {
              backgroundCheck:
                | ({
                    contentType: string;
                    fileName: string | null;
                    uploadedAt: string;
                    url: string;
                  } & {
                    expired: boolean;
                    rejectionReason: string | null;
                    status: 'pending' | 'verified' | 'rejected';
                    validUntil: string | null;
                  })
                | null;
              bio: string;
              cprFirstAid: {
                document: {
                  contentType: string;
                  fileName: string | null;
                  uploadedAt: string;
                  url: string;
                } | null;
                rejectionReason: string | null;
                status: 'none' | ('pending' | 'verified' | 'rejected');
                validUntil: string | null;
              };
              createdAt: string;
              email: string;
              fullName: string;
              id: string;
              missingForApproval: string[];
              photoId: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              profilePhoto: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              rbtCertification: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              rejectionReason: string | null;
              status: 'pending' | 'approved' | 'rejected';
            };
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postOperatorNanniesByNannyIdCprFirstAidReject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        nannyId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            nanny: {
              backgroundCheck:
                | ({
                    contentType: string;
                    fileName: string | null;
                    uploadedAt: string;
                    url: string;
                  } & {
                    expired: boolean;
                    rejectionReason: string | null;
                    status: 'pending' | 'verified' | 'rejected';
                    validUntil: string | null;
                  })
                | null;
              bio: string;
              cprFirstAid: {
                document: {
                  contentType: string;
                  fileName: string | null;
                  uploadedAt: string;
                  url: string;
                } | null;
                rejectionReason: string | null;
                status: 'none' | ('pending' | 'verified' | 'rejected');
                validUntil: string | null;
              };
              createdAt: string;
              email: string;
              fullName: string;
              id: string;
              missingForApproval: string[];
              photoId: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              profilePhoto: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              rbtCertification: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              rejectionReason: string | null;
              status: 'pending' | 'approved' | 'rejected';
            };
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postOperatorNanniesByNannyIdCprFirstAidVerify: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        nannyId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          validUntil: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            nanny: {
              backgroundCheck:
                | ({
                    contentType: string;
                    fileName: string | null;
                    uploadedAt: string;
                    url: string;
                  } & {
                    expired: boolean;
                    rejectionReason: string | null;
                    status: 'pending' | 'verified' | 'rejected';
                    validUntil: string | null;
                  })
                | null;
              bio: string;
              cprFirstAid: {
                document: {
                  contentType: string;
                  fileName: string | null;
                  uploadedAt: string;
                  url: string;
                } | null;
                rejectionReason: string | null;
                status: 'none' | ('pending' | 'verified' | 'rejected');
                validUntil: string | null;
              };
              createdAt: string;
              email: string;
              fullName: string;
              id: string;
              missingForApproval: string[];
              photoId: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              profilePhoto: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              rbtCertification: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              rejectionReason: string | null;
              status: 'pending' | 'approved' | 'rejected';
            };
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postOperatorNanniesByNannyIdCredentialChecks: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        nannyId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          certificationNumber: string;
          checkedOn: string;
          expiresOn?: string | null;
          inactiveReason?: string | null;
          registryStatus: 'active' | 'inactive' | 'not-found';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            certificationNumber: string | null;
            checkedOn: string | null;
            due: boolean;
            expiresOn: string | null;
            fullName: string;
            inactiveReason: string | null;
            nannyId: string;
            nextCheckOn: string;
            standing: 'active' | 'inactive' | 'not-found' | 'lapsed' | 'unrecorded';
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getOperatorNanniesByNannyIdDocuments: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        nannyId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            checks: {
              checkedOn: string | null;
              expiresOn: string | null;
              kind: 'check' | 'lapse' | 'recheck-requested';
              occasion: 'approval' | 'recheck' | (never | null);
              operatorName: string | null;
              recordedAt: string;
              registryStatus: 'active' | 'inactive' | 'not-found' | (never | null);
            }[];
            versions: {
              contentType: string;
              decidedAt: string | null;
              decision: 'approved' | 'verified' | 'rejected' | (never | null);
              deletedAt: string | null;
              deletedReason: 'retention' | 'erasure' | 'overwritten' | (never | null);
              fileName: string | null;
              kind: 'rbt-certification' | 'photo-id' | 'background-check' | 'cpr-first-aid';
              replacedAt: string | null;
              sha256: string;
              size: number;
              uploadedAt: string;
              url: string | null;
              versionId: string;
            }[];
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getOperatorNanniesByNannyIdEarnings: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        nannyId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            cleanSessions: number;
            lines: {
              amountCents: number;
              bookingId: string;
              date: string;
              endTime: string;
              id: string;
              kind: 'session' | 'late_cancellation';
              minutes: number;
              parentName: string | null;
              rateCents: number;
              recordedAt: string;
              startTime: string;
              timeZone: string;
            }[];
            raisedSince: string | null;
            rateCents: number;
            sessionsForRaise: number;
            totals: {
              allCents: number;
              monthCents: number;
              weekCents: number;
            };
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postOperatorNanniesByNannyIdProfileChangeApprove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        nannyId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          changeId: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            nanny: {
              backgroundCheck:
                | ({
                    contentType: string;
                    fileName: string | null;
                    uploadedAt: string;
                    url: string;
                  } & {
                    expired: boolean;
                    rejectionReason: string | null;
                    status: 'pending' | 'verified' | 'rejected';
                    validUntil: string | null;
                  })
                | null;
              bio: string;
              cprFirstAid: {
                document: {
                  contentType: string;
                  fileName: string | null;
                  uploadedAt: string;
                  url: string;
                } | null;
                rejectionReason: string | null;
                status: 'none' | ('pending' | 'verified' | 'rejected');
                validUntil: string | null;
              };
              createdAt: string;
              email: string;
              fullName: string;
              id: string;
              missingForApproval: string[];
              photoId: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              profilePhoto: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              rbtCertification: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              rejectionReason: string | null;
              status: 'pending' | 'approved' | 'rejected';
            };
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postOperatorNanniesByNannyIdProfileChangeReject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        nannyId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          changeId: string;
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            nanny: {
              backgroundCheck:
                | ({
                    contentType: string;
                    fileName: string | null;
                    uploadedAt: string;
                    url: string;
                  } & {
                    expired: boolean;
                    rejectionReason: string | null;
                    status: 'pending' | 'verified' | 'rejected';
                    validUntil: string | null;
                  })
                | null;
              bio: string;
              cprFirstAid: {
                document: {
                  contentType: string;
                  fileName: string | null;
                  uploadedAt: string;
                  url: string;
                } | null;
                rejectionReason: string | null;
                status: 'none' | ('pending' | 'verified' | 'rejected');
                validUntil: string | null;
              };
              createdAt: string;
              email: string;
              fullName: string;
              id: string;
              missingForApproval: string[];
              photoId: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              profilePhoto: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              rbtCertification: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              rejectionReason: string | null;
              status: 'pending' | 'approved' | 'rejected';
            };
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postOperatorNanniesByNannyIdReject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        nannyId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            nanny: {
              backgroundCheck:
                | ({
                    contentType: string;
                    fileName: string | null;
                    uploadedAt: string;
                    url: string;
                  } & {
                    expired: boolean;
                    rejectionReason: string | null;
                    status: 'pending' | 'verified' | 'rejected';
                    validUntil: string | null;
                  })
                | null;
              bio: string;
              cprFirstAid: {
                document: {
                  contentType: string;
                  fileName: string | null;
                  uploadedAt: string;
                  url: string;
                } | null;
                rejectionReason: string | null;
                status: 'none' | ('pending' | 'verified' | 'rejected');
                validUntil: string | null;
              };
              createdAt: string;
              email: string;
              fullName: string;
              id: string;
              missingForApproval: string[];
              photoId: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              profilePhoto: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              rbtCertification: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              rejectionReason: string | null;
              status: 'pending' | 'approved' | 'rejected';
            };
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postOperatorNanniesByNannyIdWithdraw: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        nannyId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            nanny: {
              backgroundCheck:
                | ({
                    contentType: string;
                    fileName: string | null;
                    uploadedAt: string;
                    url: string;
                  } & {
                    expired: boolean;
                    rejectionReason: string | null;
                    status: 'pending' | 'verified' | 'rejected';
                    validUntil: string | null;
                  })
                | null;
              bio: string;
              cprFirstAid: {
                document: {
                  contentType: string;
                  fileName: string | null;
                  uploadedAt: string;
                  url: string;
                } | null;
                rejectionReason: string | null;
                status: 'none' | ('pending' | 'verified' | 'rejected');
                validUntil: string | null;
              };
              createdAt: string;
              email: string;
              fullName: string;
              id: string;
              missingForApproval: string[];
              photoId: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              profilePhoto: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              rbtCertification: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              rejectionReason: string | null;
              status: 'pending' | 'approved' | 'rejected';
            };
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getOperatorParentsByParentIdFamilyReviews: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        parentId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            describedNeeds: number;
            notes: {
              bookingId: string;
              note: string;
            }[];
            respectedTime: number;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getOperatorParentsByParentIdPayments: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        parentId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            months: {
              month: string;
              totalCents: number;
            }[];
            sessions: {
              amountCents: number;
              bookingId: string;
              date: string;
              endTime: string;
              id: string;
              kind: 'session' | 'late_cancellation';
              minutes: number;
              nannyName: string;
              rateCents: number;
              recordedAt: string;
              startTime: string;
              timeZone: string;
            }[];
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getOperatorPayments: {
    parameters: {
      query?: {
        status?: 'all' | 'paid' | 'failed' | 'refunded' | 'disputed' | 'paid_out';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            charges: {
              at: string;
              bookingId: string;
              careCents: number;
              chargeId: string;
              date: string | null;
              disputeStatus: string | null;
              failure: string | null;
              feeCents: number;
              nannyName: string | null;
              paidOutAt: string | null;
              parentName: string | null;
              purpose: 'session' | 'late_cancellation';
              refundedCents: number;
              retrying: boolean;
              status: 'paid' | 'failed' | 'refunded' | 'pending';
              tipCents: number;
              totalCents: number;
            }[];
            mode: 'stripe' | 'simulated' | 'off';
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postOperatorPaymentsByChargeIdRefunds: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        chargeId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          amountCents: number;
          idempotencyKey: string;
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getOperatorPaymentsReconciliation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            mode: 'stripe' | 'simulated' | 'off';
            reconciliation: {
              checkedAt: string;
              date: string;
              differences: {
                chargeId: string | null;
                gatewayCents: number | null;
                kind: 'charge' | 'transfer' | 'refund';
                ledgerCents: number | null;
                providerId: string;
              }[];
              gatewayCount: number;
              ledgerCount: number;
            } | null;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getOperatorProfileChanges: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            changes: {
              after: {
                bio: string;
                fullName: string;
                photoUrl: string | null;
              };
              before: {
                bio: string;
                fullName: string;
                photoUrl: string | null;
              };
              changed: ('fullName' | 'bio' | 'photo')[];
              changeId: string;
              email: string;
              nannyId: string;
              submittedAt: string;
            }[];
            more: boolean;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postOperatorReplayVerify: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            differences: {
              /** @description A column, or * for a row missing on one side */
              column: string;
              key: string;
              live: unknown;
              replayed: unknown;
              table: string;
            }[];
            equal: boolean;
            events: number;
            /** @description The run, as its replay.progress messages name it */
            runId: string;
            seconds: number;
            tables: string[];
            /** @description More differences exist than the 100 listed */
            truncated: boolean;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postOperatorReplayVerifyCancel: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getOperatorReplayVerifyProgress: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            progress: {
              /** @description Events folded so far */
              events: number;
              eventsPerSecond: number;
              runId: string;
              /** @description Until the fold is done at the rate so far; null before a rate is known */
              secondsLeft: number | null;
              state: 'folding' | 'comparing' | 'equal' | 'different' | 'failed' | 'cancelled';
              /** @description Events in the log when the run started */
              total: number;
            } | null;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getOperatorReviews: {
    parameters: {
      query?: {
        status?: 'open' | 'decided';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            reviews: {
              bookingId: string;
              carePlan: number;
              comment: string | null;
              commentHidden: boolean;
              commentMasked: boolean;
              communication: number;
              date: string | null;
              decidedAt: string | null;
              decision: ('kept' | 'hidden') | (never | null);
              engagement: number;
              hideReason: ('contact_details' | 'child_details' | 'abuse') | (never | null);
              incident: boolean;
              nannyId: string;
              nannyName: string | null;
              overall: number;
              parentId: string;
              parentName: string | null;
              privateNote: string | null;
              publishedComment: string;
              punctuality: number;
              repliedAt: string | null;
              reply: string | null;
              revealed: boolean;
              reviewedAt: string;
              wouldBookAgain: boolean;
            }[];
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postOperatorReviewsByBookingIdDecide: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        bookingId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          decision: 'keep' | 'hide';
          reason?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            review: {
              bookingId: string;
              carePlan: number;
              comment: string | null;
              commentHidden: boolean;
              commentMasked: boolean;
              communication: number;
              date: string | null;
              decidedAt: string | null;
              decision: ('kept' | 'hidden') | (never | null);
              engagement: number;
              hideReason: ('contact_details' | 'child_details' | 'abuse') | (never | null);
              incident: boolean;
              nannyId: string;
              nannyName: string | null;
              overall: number;
              parentId: string;
              parentName: string | null;
              privateNote: string | null;
              publishedComment: string;
              punctuality: number;
              repliedAt: string | null;
              reply: string | null;
              revealed: boolean;
              reviewedAt: string;
              wouldBookAgain: boolean;
            };
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getOperatorStreamsByStreamId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        streamId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            events: {
              data: unknown;
              metadata: unknown;
              position: number;
              /** @description ISO 8601, UTC */
              recordedAt: string;
              schemaVersion: number;
              streamId: string;
              streamType: string;
              type: string;
              version: number;
            }[];
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postParentBookingDrafts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          childIds: string[];
          children: number;
          date: string;
          endTime: string;
          nannyId: string;
          note: string;
          startTime: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            draftId: string;
            expiresAt: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getParentBookingDraftsByDraftId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        draftId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            childIds: string[];
            children: number;
            date: string;
            draftId: string;
            endTime: string;
            expiresAt: string;
            nanny: {
              fullName: string;
              id: string;
            };
            note: string;
            startTime: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  deleteParentBookingDraftsByDraftId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        draftId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getParentCharges: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            charges: {
              at: string;
              bookingId: string;
              careCents: number;
              chargeId: string;
              date: string | null;
              disputeStatus: string | null;
              failure: string | null;
              feeCents: number;
              nannyName: string | null;
              paidOutAt: string | null;
              parentName: string | null;
              purpose: 'session' | 'late_cancellation';
              refundedCents: number;
              retrying: boolean;
              status: 'paid' | 'failed' | 'refunded' | 'pending';
              tipCents: number;
              totalCents: number;
            }[];
            mode: 'stripe' | 'simulated' | 'off';
            months: {
              chargedCents: number;
              month: string;
            }[];
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getParentChargesCsv: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': string;
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postParentChargesByChargeIdPayAgain: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        chargeId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getParentChildren: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            children: {
              age: number;
              generalNotes: string | null;
              id: string;
              name: string;
              plan: {
                allergies: string;
                communication: string;
                emergencyContacts: {
                  name: string;
                  phone: string;
                  relation: string;
                }[];
                emergencySteps: string;
                medications: {
                  dose: string;
                  mayGive: boolean;
                  name: string;
                  time: string;
                }[];
                routines: string;
                sensory: string;
                triggers: string;
              };
              updatedAt: string;
              version: number;
            }[];
            message?: string;
            multipleChildren: boolean;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postParentChildren: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          age: number;
          name: string;
          plan: {
            allergies: string;
            communication: string;
            emergencyContacts: {
              name: string;
              phone: string;
              relation: string;
            }[];
            emergencySteps: string;
            medications: {
              dose: string;
              mayGive: boolean;
              name: string;
              time: string;
            }[];
            routines: string;
            sensory: string;
            triggers: string;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            children: {
              age: number;
              generalNotes: string | null;
              id: string;
              name: string;
              plan: {
                allergies: string;
                communication: string;
                emergencyContacts: {
                  name: string;
                  phone: string;
                  relation: string;
                }[];
                emergencySteps: string;
                medications: {
                  dose: string;
                  mayGive: boolean;
                  name: string;
                  time: string;
                }[];
                routines: string;
                sensory: string;
                triggers: string;
              };
              updatedAt: string;
              version: number;
            }[];
            message?: string;
            multipleChildren: boolean;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  putParentChildrenByChildId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        childId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          age: number;
          name: string;
          plan: {
            allergies: string;
            communication: string;
            emergencyContacts: {
              name: string;
              phone: string;
              relation: string;
            }[];
            emergencySteps: string;
            medications: {
              dose: string;
              mayGive: boolean;
              name: string;
              time: string;
            }[];
            routines: string;
            sensory: string;
            triggers: string;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            children: {
              age: number;
              generalNotes: string | null;
              id: string;
              name: string;
              plan: {
                allergies: string;
                communication: string;
                emergencyContacts: {
                  name: string;
                  phone: string;
                  relation: string;
                }[];
                emergencySteps: string;
                medications: {
                  dose: string;
                  mayGive: boolean;
                  name: string;
                  time: string;
                }[];
                routines: string;
                sensory: string;
                triggers: string;
              };
              updatedAt: string;
              version: number;
            }[];
            message?: string;
            multipleChildren: boolean;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getParentFavourites: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message?: string;
            nannies: {
              addedAt: string;
              fullName: string;
              id: string;
              listed: boolean;
            }[];
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  putParentFavouritesByNannyId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        nannyId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message?: string;
            nannies: {
              addedAt: string;
              fullName: string;
              id: string;
              listed: boolean;
            }[];
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  deleteParentFavouritesByNannyId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        nannyId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message?: string;
            nannies: {
              addedAt: string;
              fullName: string;
              id: string;
              listed: boolean;
            }[];
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  putParentHomeZip: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          zip: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            home: {
              city: string;
              state: string;
              zip: string;
            } | null;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getParentPaymentCard: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            card: {
              brand: string;
              expiry: string;
              last4: string;
            } | null;
            mode: 'stripe' | 'simulated' | 'off';
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postParentPaymentCard: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          setupId: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            card: {
              brand: string;
              expiry: string;
              last4: string;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  deleteParentPaymentCard: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postParentPaymentCardSetup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          draftId?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            clientSecret: string;
            mode: 'stripe' | 'simulated' | 'off';
            redirectUrl: string | null;
            setupId: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getParentPayments: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            months: {
              month: string;
              totalCents: number;
            }[];
            sessions: {
              amountCents: number;
              bookingId: string;
              date: string;
              endTime: string;
              id: string;
              kind: 'session' | 'late_cancellation';
              minutes: number;
              nannyName: string;
              rateCents: number;
              recordedAt: string;
              startTime: string;
              timeZone: string;
            }[];
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postParentPhoto: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            parent: {
              email: string;
              fullName: string;
              home: {
                city: string;
                state: string;
                zip: string;
              } | null;
              id: string;
              multipleChildren: boolean;
              profilePhoto: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              specialConsiderations: string;
            };
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getParentProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            parent: {
              email: string;
              fullName: string;
              home: {
                city: string;
                state: string;
                zip: string;
              } | null;
              id: string;
              multipleChildren: boolean;
              profilePhoto: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              specialConsiderations: string;
            };
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  putParentProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          fullName: string;
          multipleChildren: boolean;
          specialConsiderations: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            parent: {
              email: string;
              fullName: string;
              home: {
                city: string;
                state: string;
                zip: string;
              } | null;
              id: string;
              multipleChildren: boolean;
              profilePhoto: {
                contentType: string;
                fileName: string | null;
                uploadedAt: string;
                url: string;
              } | null;
              specialConsiderations: string;
            };
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getParentSavedSearches: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            searches: {
              id: string;
              label: string;
              newMatches: number;
              savedAt: string;
              search: {
                background?: string;
                cpr?: string;
                date?: string;
                end?: string;
                favourites?: string;
                languages?: string;
                needs?: string;
                start?: string;
              };
            }[];
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postParentSavedSearches: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          label: string;
          search: {
            background?: string;
            cpr?: string;
            date?: string;
            end?: string;
            favourites?: string;
            languages?: string;
            needs?: string;
            start?: string;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            search: {
              id: string;
              label: string;
              newMatches: number;
              savedAt: string;
              search: {
                background?: string;
                cpr?: string;
                date?: string;
                end?: string;
                favourites?: string;
                languages?: string;
                needs?: string;
                start?: string;
              };
            };
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  deleteParentSavedSearchesBySearchId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        searchId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getParentSearchAlerts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            alerts: {
              label: string;
              matchedAt: string;
              nanny: {
                availabilitySummary: string;
                backgroundCheck: boolean;
                bio: string;
                city: string | null;
                cprFirstAid: boolean;
                credentials: string[];
                distance: {
                  label: string;
                  miles: number;
                } | null;
                fullName: string;
                id: string;
                languages: string[];
                matchedNeeds: string[];
                needs: string[];
                nextAvailableOn: string | null;
                photoUrl: string | null;
                rating: {
                  average: number | null;
                  count: number;
                };
                state: string | null;
              };
              searchId: string;
            }[];
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getParentsByParentIdFilesProfilePhoto: {
    parameters: {
      query?: {
        v?: string;
      };
      header?: never;
      path: {
        parentId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file's bytes, with its own Content-Type */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': string;
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postPaymentsSimulatedOnboardingComplete: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postPaymentsSimulatedSetupsBySetupIdConfirm: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        setupId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          testCard: '3155' | '4242' | '0002' | '0069';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  postPaymentsStripeWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            received: boolean;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getPlatform: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            serviceFeeBasisPoints: number;
            timeZone: string;
            viewerHasZip: boolean;
            viewerTimeZone: string;
            viewerZoneFromZip: boolean;
          };
        };
      };
    };
  };
  getReminderSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            soonReminder: boolean;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  putReminderSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          soonReminder: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            soonReminder: boolean;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            user: {
              email: string;
              fullName: string;
              id: string;
              role: 'nanny' | 'parent' | 'operator';
              signInMethod: 'password' | 'google';
            } | null;
          };
        };
      };
    };
  };
  getHealthz: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            status: string;
          };
        };
      };
    };
  };
  getMetrics: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/plain': string;
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/plain': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/plain': {
            code: string;
            details?: {
              [key: string]: unknown;
            };
            message: string;
          };
        };
      };
    };
  };
  getReadyz: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            status: string;
          };
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            status: string;
          };
        };
      };
    };
  };
}

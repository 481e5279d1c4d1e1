import { Type } from '@sinclair/typebox';
import { errorResponsesFor } from '../../infra/http/responses.js';
import { BookingView } from './bookings.view.js';

/** The error answers a bookings route can give, for the OpenAPI document. */
export const errorResponses = errorResponsesFor(400, 401, 403, 404, 409);

/** A reason the other side reads (declining, cancelling, disputing); the decider trims it. */
export const Reason = Type.Object({ reason: Type.String({ maxLength: 5000 }) });

/** What an action on one booking answers: its message, and the booking as the actor now sees it. */
export const BookingAnswer = Type.Object({ message: Type.String(), booking: BookingView });

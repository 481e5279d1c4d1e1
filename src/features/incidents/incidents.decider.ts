import {
  assertNever,
  conflictError,
  notFoundError,
  validationError,
} from '../../infra/domain/errors.js';
import { assertPlainText } from '../../infra/domain/plain-text.js';
import { requireOwnStream, type Decider } from '../../infra/event-store/decider.js';
import {
  ALREADY_DECIDED_MESSAGE,
  ALREADY_REPORTED_MESSAGE,
  CATEGORY_MESSAGE,
  DECISION_NOTE_MAX_LENGTH,
  descriptionProblem,
  INCIDENT_NOT_FOUND_MESSAGE,
  isIncidentCategory,
  NOT_A_SESSION_MESSAGE,
  NOT_STARTED_MESSAGE,
  NOTE_TOO_LONG_MESSAGE,
  REPORTABLE_STATUSES,
  reportWindowEndsAt,
  WINDOW_CLOSED_MESSAGE,
} from '../../shared/incidents.js';
import { incidentIdOf, incidentStreamId, type IncidentEvent } from './incidents.events.js';

/** The booking as the route read it: its parties, status and booked instants. */
export interface BookingFacts {
  nannyId: string;
  parentId: string;
  status: string;
  startsAt: string;
  endsAt: string;
}

export type IncidentCommand =
  | {
      type: 'ReportIncident';
      bookingId: string;
      reporterId: string;
      /** undefined when no such booking exists. */
      booking: BookingFacts | undefined;
      category: string;
      description: string;
      at: string;
    }
  | {
      type: 'DecideIncident';
      incidentId: string;
      operatorId: string;
      significant: boolean;
      note: string;
      at: string;
    };

interface IncidentState {
  status: 'none' | 'open' | 'decided';
  bookingId: string;
}

const initialState = (): IncidentState => ({ status: 'none', bookingId: '' });

function evolve(state: IncidentState, event: IncidentEvent): IncidentState {
  switch (event.type) {
    case 'IncidentReported':
      return { status: 'open', bookingId: event.data.bookingId };
    case 'IncidentDecided':
      return { ...state, status: 'decided' };
    default:
      return assertNever(event);
  }
}

export const BOOKING_NOT_FOUND_MESSAGE = 'Booking not found.';

function decideReport(
  command: Extract<IncidentCommand, { type: 'ReportIncident' }>,
  state: IncidentState,
): IncidentEvent[] {
  const { booking, reporterId, bookingId } = command;
  // Someone else's booking answers as an unknown one.
  const reportedBy =
    booking?.parentId === reporterId ? 'parent' : booking?.nannyId === reporterId ? 'nanny' : null;
  if (!booking || !reportedBy) throw notFoundError(BOOKING_NOT_FOUND_MESSAGE);
  if (state.status !== 'none') throw conflictError(ALREADY_REPORTED_MESSAGE);
  if (!REPORTABLE_STATUSES.includes(booking.status)) throw conflictError(NOT_A_SESSION_MESSAGE);
  const now = Date.parse(command.at);
  if (now < Date.parse(booking.startsAt)) throw conflictError(NOT_STARTED_MESSAGE);
  if (now > reportWindowEndsAt(new Date(booking.endsAt)).getTime()) {
    throw conflictError(WINDOW_CLOSED_MESSAGE);
  }
  const category = command.category;
  if (!isIncidentCategory(category)) throw validationError(CATEGORY_MESSAGE);
  const description = command.description.trim();
  const problem = descriptionProblem(description);
  if (problem) throw validationError(problem);
  assertPlainText([['Description', description, 'text']]);
  return [
    {
      type: 'IncidentReported',
      data: {
        incidentId: incidentIdOf(bookingId, reporterId),
        bookingId,
        nannyId: booking.nannyId,
        parentId: booking.parentId,
        reportedBy,
        reporterId,
        category,
        description,
        reportedAt: command.at,
      },
    },
  ];
}

function decideDecision(
  command: Extract<IncidentCommand, { type: 'DecideIncident' }>,
  state: IncidentState,
): IncidentEvent[] {
  if (state.status === 'none') throw notFoundError(INCIDENT_NOT_FOUND_MESSAGE);
  if (state.status === 'decided') throw conflictError(ALREADY_DECIDED_MESSAGE);
  const note = command.note.trim();
  if (note.length > DECISION_NOTE_MAX_LENGTH) throw validationError(NOTE_TOO_LONG_MESSAGE);
  assertPlainText([['Note', note, 'text']]);
  return [
    {
      type: 'IncidentDecided',
      data: {
        incidentId: command.incidentId,
        bookingId: state.bookingId,
        significant: command.significant,
        note,
        operatorId: command.operatorId,
        decidedAt: command.at,
      },
    },
  ];
}

/** The stream a command belongs to: a report's is named after its booking and reporter. */
export const incidentStreamOf = (command: IncidentCommand) =>
  incidentStreamId(
    command.type === 'ReportIncident'
      ? incidentIdOf(command.bookingId, command.reporterId)
      : command.incidentId,
  );

function decide(command: IncidentCommand, state: IncidentState, streamId: string) {
  requireOwnStream(streamId, incidentStreamOf(command));
  switch (command.type) {
    case 'ReportIncident':
      return decideReport(command, state);
    case 'DecideIncident':
      return decideDecision(command, state);
    default:
      return assertNever(command);
  }
}

export const incidentDecider: Decider<IncidentState, IncidentCommand, IncidentEvent> = {
  streamType: 'incident',
  initialState,
  evolve,
  decide,
};

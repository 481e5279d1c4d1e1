import { describe, it } from 'vitest';
import { deciderSpec } from '../../../test/helpers/decider-spec.js';
import { NotStreamOwnerError } from '../../infra/domain/errors.js';
import {
  ALREADY_DECIDED_MESSAGE,
  ALREADY_REPORTED_MESSAGE,
  CATEGORY_MESSAGE,
  DESCRIPTION_MISSING_MESSAGE,
  DESCRIPTION_TOO_LONG_MESSAGE,
  INCIDENT_NOT_FOUND_MESSAGE,
  NOT_A_SESSION_MESSAGE,
  NOT_STARTED_MESSAGE,
  NOTE_TOO_LONG_MESSAGE,
  WINDOW_CLOSED_MESSAGE,
} from '../../shared/incidents.js';
import { hiddenCharactersMessage } from '../../shared/plain-text.js';
import {
  BOOKING_NOT_FOUND_MESSAGE,
  incidentDecider,
  type IncidentCommand,
} from './incidents.decider.js';
import { incidentIdOf, incidentStreamId, type IncidentEvent } from './incidents.events.js';

const id = incidentIdOf('b1', 'paula');
const spec = deciderSpec(incidentDecider, incidentStreamId(id));
const booking = {
  nannyId: 'nina',
  parentId: 'paula',
  status: 'confirmed',
  startsAt: '2026-03-09T09:00:00.000Z',
  endsAt: '2026-03-09T12:00:00.000Z',
};
const report = (changes: Partial<Extract<IncidentCommand, { type: 'ReportIncident' }>> = {}) =>
  ({
    type: 'ReportIncident',
    bookingId: 'b1',
    reporterId: 'paula',
    booking,
    category: 'late_arrival',
    description: '  She came 40 minutes late.  ',
    at: '2026-03-10T09:00:00.000Z',
    ...changes,
  }) as IncidentCommand;
const reported: IncidentEvent = {
  type: 'IncidentReported',
  data: {
    incidentId: id,
    bookingId: 'b1',
    nannyId: 'nina',
    parentId: 'paula',
    reportedBy: 'parent',
    reporterId: 'paula',
    category: 'late_arrival',
    description: 'She came 40 minutes late.',
    reportedAt: '2026-03-10T09:00:00.000Z',
  },
};
const decide = (changes: object = {}): IncidentCommand => ({
  type: 'DecideIncident',
  incidentId: id,
  operatorId: 'olive',
  significant: true,
  note: 'Confirmed by both.',
  at: '2026-03-11T09:00:00.000Z',
  ...changes,
});
const decided: IncidentEvent = {
  type: 'IncidentDecided',
  data: {
    incidentId: id,
    bookingId: 'b1',
    significant: true,
    note: 'Confirmed by both.',
    operatorId: 'olive',
    decidedAt: '2026-03-11T09:00:00.000Z',
  },
};

describe('reporting an incident', () => {
  it("records a party's report, trimmed, naming who reported", () =>
    spec.given([]).when(report()).then([reported]));

  it('lets the nanny report on her own session', () => {
    const nannySpec = deciderSpec(incidentDecider, incidentStreamId(incidentIdOf('b1', 'nina')));
    nannySpec
      .given([])
      .when(report({ reporterId: 'nina', category: 'conduct' }))
      .then([
        {
          type: 'IncidentReported',
          data: {
            ...reported.data,
            incidentId: incidentIdOf('b1', 'nina'),
            reportedBy: 'nanny',
            reporterId: 'nina',
            category: 'conduct',
          },
        },
      ]);
  });

  it('answers someone who is not a party as if the booking did not exist', () => {
    const otherSpec = deciderSpec(incidentDecider, incidentStreamId(incidentIdOf('b1', 'eve')));
    otherSpec
      .given([])
      .when(report({ reporterId: 'eve' }))
      .thenThrows(BOOKING_NOT_FOUND_MESSAGE);
  });

  it('refuses an unknown booking', () =>
    spec
      .given([])
      .when(report({ booking: undefined }))
      .thenThrows(BOOKING_NOT_FOUND_MESSAGE));

  it('lets each person report a session once', () =>
    spec.given([reported]).when(report()).thenThrows(ALREADY_REPORTED_MESSAGE));

  it('refuses a booking that never became a session', () =>
    spec
      .given([])
      .when(report({ booking: { ...booking, status: 'cancelled' } }))
      .thenThrows(NOT_A_SESSION_MESSAGE));

  it('opens the window at the booked start', () => {
    spec
      .given([])
      .when(report({ booking: { ...booking, status: 'accepted' }, at: '2026-03-09T08:59:00.000Z' }))
      .thenThrows(NOT_STARTED_MESSAGE);
    spec
      .given([])
      .when(report({ at: '2026-03-09T09:00:00.000Z' }))
      .then([{ ...reported, data: { ...reported.data, reportedAt: '2026-03-09T09:00:00.000Z' } }]);
  });

  it('closes the window 7 days after the booked end', () => {
    spec
      .given([])
      .when(report({ at: '2026-03-16T12:00:00.000Z' }))
      .then([{ ...reported, data: { ...reported.data, reportedAt: '2026-03-16T12:00:00.000Z' } }]);
    spec
      .given([])
      .when(report({ at: '2026-03-16T12:00:01.000Z' }))
      .thenThrows(WINDOW_CLOSED_MESSAGE);
  });

  it('needs one of the categories', () =>
    spec
      .given([])
      .when(report({ category: 'weather' }))
      .thenThrows(CATEGORY_MESSAGE));

  it('needs a description', () =>
    spec
      .given([])
      .when(report({ description: '   ' }))
      .thenThrows(DESCRIPTION_MISSING_MESSAGE));

  it('keeps the description to 2,000 characters', () => {
    spec
      .given([])
      .when(report({ description: 'x'.repeat(2001) }))
      .thenThrows(DESCRIPTION_TOO_LONG_MESSAGE);
    spec
      .given([])
      .when(report({ description: 'x'.repeat(2000) }))
      .then([{ ...reported, data: { ...reported.data, description: 'x'.repeat(2000) } }]);
  });

  it('takes plain text only in the description', () =>
    spec
      .given([])
      .when(report({ description: 'Late\u202e.' }))
      .thenThrows(hiddenCharactersMessage('Description')));

  it('writes a report only to the stream of its booking and reporter', () =>
    spec
      .given([])
      .when(report({ reporterId: 'nina' }))
      .thenThrows(NotStreamOwnerError));
});

describe('deciding an incident', () => {
  it("records the operator's judgment and note", () =>
    spec.given([reported]).when(decide()).then([decided]));

  it('may find it not significant, with an empty note', () =>
    spec
      .given([reported])
      .when(decide({ significant: false, note: '' }))
      .then([{ ...decided, data: { ...decided.data, significant: false, note: '' } }]));

  it('decides once', () =>
    spec
      .given([reported, decided])
      .when(decide({ significant: false }))
      .thenThrows(ALREADY_DECIDED_MESSAGE));

  it('refuses an unknown report', () =>
    spec.given([]).when(decide()).thenThrows(INCIDENT_NOT_FOUND_MESSAGE));

  it('keeps the note to 1,000 characters', () =>
    spec
      .given([reported])
      .when(decide({ note: 'x'.repeat(1001) }))
      .thenThrows(NOTE_TOO_LONG_MESSAGE));

  it('writes a decision only to its own stream', () =>
    spec
      .given([reported])
      .when(decide({ incidentId: 'other' }))
      .thenThrows(NotStreamOwnerError));
});

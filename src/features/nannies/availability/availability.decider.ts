import type { WeeklyAvailability } from '../../../infra/db/schema.js';
import { notFoundError, validationError } from '../../../infra/domain/errors.js';
import { singleDayProblem, weekProblem } from '../../../shared/availability-rules.js';
import type { NannyEvent } from '../nannies.events.js';
import type { NannyState } from '../nannies.decider.js';

/** Her hours: the weekly schedule and single days. */
export type AvailabilityCommand =
  | { type: 'SetWeeklyAvailability'; nannyId: string; week: WeeklyAvailability; at: string }
  | {
      type: 'AddSingleDayAvailability';
      nannyId: string;
      entryId: string;
      date: string;
      startTime: string;
      endTime: string;
      /** The earliest "today" anywhere: dates before it are past for everyone. */
      today: string;
      /** The last bookable date (today in the platform's zone plus the booking horizon). */
      lastDate: string;
      at: string;
    }
  | { type: 'RemoveSingleDayAvailability'; nannyId: string; entryId: string; at: string };

export function decideAvailability(command: AvailabilityCommand, state: NannyState): NannyEvent[] {
  if (command.type === 'SetWeeklyAvailability') return setWeek(command);
  if (command.type === 'AddSingleDayAvailability') return addSingleDay(command, state);
  return removeSingleDay(command, state);
}

function setWeek(
  command: Extract<AvailabilityCommand, { type: 'SetWeeklyAvailability' }>,
): NannyEvent[] {
  const problem = weekProblem(command.week);
  if (problem) throw validationError(problem);
  const { nannyId, week, at } = command;
  return [{ type: 'WeeklyAvailabilitySet', data: { nannyId, week, setAt: at } }];
}

function removeSingleDay(
  command: Extract<AvailabilityCommand, { type: 'RemoveSingleDayAvailability' }>,
  state: NannyState,
): NannyEvent[] {
  if (!state.singleDays.has(command.entryId))
    throw notFoundError('That availability was already removed.');
  const { nannyId, entryId, at } = command;
  return [{ type: 'SingleDayAvailabilityRemoved', data: { nannyId, entryId, removedAt: at } }];
}

function addSingleDay(
  command: Extract<AvailabilityCommand, { type: 'AddSingleDayAvailability' }>,
  state: NannyState,
): NannyEvent[] {
  const { date, startTime, endTime } = command;
  const problem = singleDayProblem(command, command.today, command.lastDate);
  if (problem) throw validationError(problem);
  for (const other of state.singleDays.values()) {
    if (other.date === date && other.startTime < endTime && startTime < other.endTime) {
      throw validationError('This time overlaps availability you already added for that date.');
    }
  }
  return [
    {
      type: 'SingleDayAvailabilityAdded',
      data: {
        nannyId: command.nannyId,
        entryId: command.entryId,
        date,
        startTime,
        endTime,
        addedAt: command.at,
      },
    },
  ];
}

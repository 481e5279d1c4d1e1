import type { HistoryAppend } from './product-history.js';

/** The parent's one child in the scripted history (the bookings name her). */
export const childOf = (parentId: string) => `child-of-${parentId}`;

/**
 * Care plans: the parent adds a child with her plan, then changes her age and her plan (version
 * 2); a booking names the child and its nanny acknowledges the plan (in the bookings' history).
 */
export function carePlanHistory(who: { parent: string }): HistoryAppend {
  const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 11, minute)).toISOString();
  const parentId = who.parent;
  const childId = childOf(parentId);
  const plan = (allergies: string) =>
    JSON.stringify({
      communication: 'Signs "more" and "all done".',
      triggers: 'Hand dryers; a countdown calms.',
      routines: 'Nap at 13:00.',
      sensory: 'Ear defenders in her bag.',
      allergies,
      medications: [{ name: 'Melatonin', dose: '1 mg', time: '19:00', mayGive: false }],
      emergencySteps: 'If she bolts, follow and call her name once.',
      emergencyContacts: [{ name: 'Jo Example', relation: 'Aunt', phone: '555 010 2030' }],
    });
  return [
    { id: `children-${parentId}`, type: 'children' },
    [
      { type: 'ChildAdded', data: { parentId, childId, name: 'Sam', age: 5, addedAt: at(0) } },
      {
        type: 'CarePlanRevised',
        data: { parentId, childId, version: 1, plan: plan('Peanuts'), revisedAt: at(0) },
      },
      {
        type: 'ChildDetailsChanged',
        data: { parentId, childId, name: 'Sam', age: 6, changedAt: at(1) },
      },
      {
        type: 'CarePlanRevised',
        data: { parentId, childId, version: 2, plan: plan('Peanuts, sesame'), revisedAt: at(2) },
      },
    ],
  ];
}

/** The nanny's note at check-out on the history's disputed booking (its text is scanned for). */
export const SESSION_NOTE = {
  mood: 'happy',
  meals: 'Ate all her lunch.',
  toileting: 'Dry all morning.',
  activities: 'Trains, then the swings.',
  text: 'Mentioned a tummy ache around eleven; fine after a snack.',
};

/** The parent turns the 3-hour reminder off (the history's 3-hour reminder goes to the nanny). */
export function reminderSettingsHistory(who: { parent: string }): HistoryAppend {
  return [
    { id: `reminder-settings-${who.parent}`, type: 'reminder-settings' },
    [
      {
        type: 'ReminderSettingsChanged',
        data: {
          accountId: who.parent,
          soonReminder: false,
          changedAt: new Date(Date.UTC(2026, 2, 1, 11, 5)).toISOString(),
        },
      },
    ],
  ];
}

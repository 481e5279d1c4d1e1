export { BookingCarePlans } from './booking-care-plans';
export { ChildPicker } from './child-picker';
export { ChildrenSection } from './children-section';
export { useChildrenStore } from './children-store';
export { CheckInFacts } from './check-in-facts';
export { SessionNoteForm } from './session-note-form';
export { SessionNoteView } from './session-note-view';
export { SoonReminderSetting } from './soon-reminder-setting';

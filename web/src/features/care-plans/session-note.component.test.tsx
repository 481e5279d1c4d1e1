import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  NOTE_EMPTY_MESSAGE,
  NOTE_MOOD_MESSAGE,
  SOON_REMINDER_LABEL,
  SOON_REMINDER_OFF_MESSAGE,
  type SessionNote,
} from '@shared/session-notes';
import { network } from '../../testing/fake-network';
import { fill, renderScreen, sessionUser } from '../../testing/render';
import { SessionNoteForm } from './session-note-form';
import { SessionNoteView } from './session-note-view';
import { SoonReminderSetting } from './soon-reminder-setting';

// The note she writes at check-out (its own checks, what it sends), the note as both sides see
// it, and the 3-hour reminder's checkbox. The server's rules are its integration tests.

describe('the session note', () => {
  it('checks the note before sending, then sends it trimmed', async () => {
    const onSend = vi.fn(async (_note: SessionNote) => 'Note sent to the family.');
    const onDone = vi.fn();
    const { user } = renderScreen(
      <SessionNoteForm bookingId="b1" onSend={onSend} onDone={onDone} onClose={() => {}} />,
      { session: sessionUser('nanny') },
    );
    const form = within(screen.getByRole('form', { name: 'Session note for the family' }));
    expect(form.getByRole('link', { name: 'Report an incident' }).getAttribute('href')).toBe(
      '#issues-b1',
    );
    await user.click(form.getByRole('button', { name: 'Send note' }));
    expect(await form.findByText(NOTE_MOOD_MESSAGE)).toBeDefined();
    await user.click(form.getByLabelText('Calm'));
    await user.click(form.getByRole('button', { name: 'Send note' }));
    expect(await form.findByText(NOTE_EMPTY_MESSAGE)).toBeDefined();
    expect(onSend).not.toHaveBeenCalled();

    await fill(user, form.getByLabelText('Meals'), '  Lunch, all of it. ');
    await fill(user, form.getByLabelText('Anything the parent should know'), 'A new word.');
    expect(form.getByText('11 / 2,000 characters')).toBeDefined();
    await user.click(form.getByRole('button', { name: 'Send note' }));
    expect(onSend).toHaveBeenCalledWith({
      mood: 'calm',
      meals: 'Lunch, all of it.',
      toileting: '',
      activities: '',
      text: 'A new word.',
    });
    expect(onDone).toHaveBeenCalledWith('Note sent to the family.');
  });

  it('shows the mood and the fields she filled, with the time on the booking’s clock', () => {
    renderScreen(
      <SessionNoteView
        booking={{
          timeZone: 'America/New_York',
          sessionNote: {
            mood: 'mixed',
            meals: '',
            toileting: 'Dry all day.',
            activities: '',
            text: '',
            writtenAt: '2030-05-06T17:05:00.000Z',
          },
        }}
      />,
    );
    const note = within(screen.getByRole('region', { name: 'Session note' }));
    expect(note.getByText('Session note (13:05)')).toBeDefined();
    expect(note.getByText('Up and down')).toBeDefined();
    expect(note.getByText('Dry all day.')).toBeDefined();
    expect(note.queryByText('Meals')).toBeNull();
  });
});

describe('the 3-hour reminder setting', () => {
  it('shows it on, and turns it off', async () => {
    network().on('GET', '/api/reminder-settings', { json: { soonReminder: true } });
    network().on('PUT', '/api/reminder-settings', {
      json: { message: SOON_REMINDER_OFF_MESSAGE, soonReminder: false },
    });
    const { user } = renderScreen(<SoonReminderSetting />, { session: sessionUser('parent') });
    const box = await screen.findByLabelText(SOON_REMINDER_LABEL);
    expect((box as HTMLInputElement).checked).toBe(true);
    await user.click(box);
    expect(await screen.findByText(SOON_REMINDER_OFF_MESSAGE)).toBeDefined();
    expect(network().sent('PUT', '/api/reminder-settings')[0]?.body).toEqual({
      soonReminder: false,
    });
    expect((box as HTMLInputElement).checked).toBe(false);
  });
});

import { fireEvent, render, screen, within } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import type { Location } from 'react-router';
import type { ReactElement } from 'react';
import { expect, vi } from 'vitest';
import { RouterNavigation } from '../lib/navigation/router-navigation';
import { useSessionStore } from '../lib/session';
import type { SessionUser, UserRole } from '../lib/session';

export interface ScreenOptions {
  /** The address the screen opens at (path and query). */
  path?: string;
  /** Who is signed in; 'loading' while the session is still being asked for. */
  session?: SessionUser | null | 'loading';
  /** Fake timers are on: user events advance them instead of waiting. */
  fakeTimers?: boolean;
}

export interface Screen extends RenderResult {
  user: UserEvent;
  /** Where the router is now (after any navigation the screen made). */
  location: () => Location;
}

/** A signed-in user of the role, as GET /api/session describes one. */
export function sessionUser(role: UserRole, changes: Partial<SessionUser> = {}): SessionUser {
  return {
    id: `${role}-1`,
    role,
    fullName: `Test ${role}`,
    email: `${role}@example.com`,
    signInMethod: 'password',
    ...changes,
  };
}

function LocationSpy({ into }: { into: { location: Location | null } }) {
  into.location = useLocation();
  return null;
}

/** Renders `ui` in a router at `path`, with the session given, and a user to drive it. */
export function renderScreen(ui: ReactElement, options: ScreenOptions = {}): Screen {
  const { path = '/', session = null, fakeTimers = false } = options;
  useSessionStore.setState(
    session === 'loading'
      ? { status: 'loading', user: null }
      : session === null
        ? { status: 'signed-out', user: null }
        : { status: 'signed-in', user: session },
  );
  const where: { location: Location | null } = { location: null };
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <LocationSpy into={where} />
      <RouterNavigation>{ui}</RouterNavigation>
    </MemoryRouter>,
  );
  // No pause between key presses: the events are the same, the test is faster.
  const user = userEvent.setup({
    delay: null,
    ...(fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {}),
  });
  return {
    ...view,
    user,
    location: () => {
      if (where.location === null) throw new Error('The router has not rendered.');
      return where.location;
    },
  };
}

/**
 * Replaces a field's text as a person pasting it would (one input event, as Playwright's fill):
 * typing key by key proves nothing more for a form's messages and is slow.
 */
export async function fill(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  // Date, time and number inputs take a whole value at once, as a browser's picker sets it.
  if (field instanceof HTMLInputElement && ['date', 'time', 'number'].includes(field.type)) {
    fireEvent.change(field, { target: { value: text } });
    return;
  }
  await user.clear(field);
  if (text !== '') await user.paste(text);
}

/** Waits for `text` in a polite status region inside `scope`: a form's outcome line. */
export async function findStatus(scope: HTMLElement, text: string | RegExp): Promise<HTMLElement> {
  // The same words may also stand elsewhere (a notice and the state it describes).
  const found = await within(scope).findAllByText(text);
  const announced = found.find((element) => element.closest('[role="status"]') !== null);
  expect(announced, `"${String(text)}" in a status region`).toBeDefined();
  return announced!;
}

/**
 * The panel a dashboard tab controls, the tab found by the start of its name ("Bookings" for
 * "Bookings, 1 new request"): a hidden panel is out of the accessibility tree, so not by role.
 */
export function panelOfTab(name: string): HTMLElement {
  const tab = screen.getByRole('tab', { name: new RegExp(`^${name}`) });
  const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
  if (panel === null) throw new Error(`The ${name} tab controls no panel.`);
  return panel;
}

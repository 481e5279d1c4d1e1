import { screen } from '@testing-library/react';
import { AppRoutes } from '../app/app-routes';
import { renderScreen, sessionUser } from './render';

/** Renders the operator console, signed in as an operator, with the named tab open. */
export async function openOperatorTab(name: string) {
  const view = renderScreen(<AppRoutes />, { path: '/operator', session: sessionUser('operator') });
  await view.user.click(await screen.findByRole('tab', { name }));
  return view;
}

/** An event as the operator's event log lists it: an approval, unless `changes` say otherwise. */
export const logEvent = (changes: object) => ({
  position: 1,
  recordedAt: '2031-01-05T10:00:00.000Z',
  streamId: 'nanny-n1',
  streamType: 'nanny',
  type: 'NannyApproved',
  version: 4,
  schemaVersion: 1,
  data: { nannyId: 'n1' },
  metadata: { actorRole: 'operator', actorId: '1b2c3d4e-aaaa-bbbb-cccc-000000000001' },
  ...changes,
});

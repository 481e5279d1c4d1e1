import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { BOOKING_DRAFT_PARAM } from './booking-draft-api';
import { useCardStore } from './card-store';
import type { ReturnedCard } from './card-store';
import { errorAlert, successAlert } from '../../components/live-alert';
import type { AlertMessage } from '../../components/live-alert';

/** The address Stripe's Checkout sends her back to names its session here. */
export const CARD_SETUP_PARAM = 'card_setup';

/**
 * Back from Stripe's Checkout page (`?card_setup={session id}`): the card it saved is kept once,
 * whichever tab she lands on and however often the tabs mount, and what became of it is in the
 * card store for every screen to say. Once answered, the session leaves the address, so a reload
 * or a saved link never keeps that card again over a newer one.
 */
export function useCardSetupReturn() {
  const [search, setSearch] = useSearchParams();
  const setupId = search.get(CARD_SETUP_PARAM);
  // The request she came back to with it: only that request says what became of this card.
  const draftId = search.get(BOOKING_DRAFT_PARAM);
  const keepReturnedCard = useCardStore((state) => state.keepReturnedCard);
  const answered = useCardStore(
    (state) =>
      setupId !== null && state.returned?.setupId === setupId && state.returned.status !== 'saving',
  );

  useEffect(() => {
    if (setupId !== null) void keepReturnedCard(setupId, draftId);
  }, [setupId, draftId, keepReturnedCard]);

  useEffect(() => {
    if (!answered) return;
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(CARD_SETUP_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [answered, setSearch]);
}

/** What a screen says of the card she came back with: saving, saved (the server's words), or why not. */
export function returnedCardAlert(
  returned: ReturnedCard | null,
  savedText?: string,
): AlertMessage | null {
  if (returned === null) return null;
  if (returned.status === 'saving') return successAlert('Saving your card...');
  if (returned.status === 'saved') return successAlert(savedText ?? returned.message ?? '');
  return errorAlert(returned.message ?? 'Your card was not saved. Please try again.');
}

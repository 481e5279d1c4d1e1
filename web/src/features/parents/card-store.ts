import { create } from 'zustand';
import type { TabLoad } from '../../lib/load-state';
import { tabLoader } from '../../lib/tab-loader';
import { errorMessageOf } from '../../lib/api-client';
import { fetchCard, fetchCharges, keepCard } from './card-api';
import type { CardState, ChargedMonth, ParentCharge, SavedCard } from './card-api';

export interface CardAndCharges {
  mode: CardState['mode'];
  card: SavedCard | null;
  charges: ParentCharge[];
  /** What was charged each month, newest first (refunds subtracted). */
  months: ChargedMonth[];
}

export interface CardStoreState {
  load: TabLoad;
  money: CardAndCharges | null;
  /** Her card and charges, afresh (the Payments tab opens). */
  loadMoney: () => Promise<void>;
  /** Again, keeping what is shown (a charge paid or failed, live). */
  refresh: () => Promise<void>;
  /** The card she just saved, shown at once. */
  cardSaved: (card: SavedCard) => void;
  /** Her card removed: none shown, and no earlier Checkout return said of it any more. */
  cardRemoved: () => void;
  /** The newest charge her card was refused for, told live (`payment.failed`). */
  failedPayment: FailedPayment | null;
  /** A live `payment.failed`: the charge shows Failed at once, and "Payment failed" is said. */
  paymentFailed: (failed: FailedPayment) => void;
  /**
   * Back from the provider's card page (`?card_setup=` names its set-up): what became of it,
   * kept here rather than in a component, so a tab mounted again still says it.
   */
  returned: ReturnedCard | null;
  /**
   * Keeps the card that set-up saved, once per set-up however often it is asked; `draftId`: the
   * booking request she came back to with it, if any.
   */
  keepReturnedCard: (setupId: string, draftId?: string | null) => Promise<void>;
}

export interface ReturnedCard {
  setupId: string;
  /** The booking request (`?booking_draft=`) she came back to with this card, if any. */
  draftId: string | null;
  status: 'saving' | 'saved' | 'failed';
  /** The server's answer ("Card saved. …"), or why it was not saved. */
  message: string | null;
}

export interface FailedPayment {
  chargeId: string;
  failure: string;
  totalCents: number;
}

const fetchMoney = async (): Promise<CardAndCharges> => {
  const [card, charges] = await Promise.all([fetchCard(), fetchCharges()]);
  // An older server's answer has no months: nothing charged is shown by month then.
  return {
    mode: card.mode,
    card: card.card,
    charges: charges.charges,
    months: charges.months ?? [],
  };
};

export const useCardStore = create<CardStoreState>()((set, get) => {
  const loader = tabLoader(
    fetchMoney,
    (load, money) => set(money === undefined ? { load } : { load, money }),
    () => get().load,
  );
  return {
    load: 'idle',
    money: null,
    loadMoney: loader.load,
    refresh: loader.refresh,
    cardSaved: (card) => {
      const money = get().money;
      if (money) set({ money: { ...money, card } });
    },
    cardRemoved: () => {
      const money = get().money;
      set({ returned: null, ...(money ? { money: { ...money, card: null } } : {}) });
    },
    returned: null,
    keepReturnedCard: async (setupId, draftId = null) => {
      if (get().returned?.setupId === setupId) return;
      set({ returned: { setupId, draftId, status: 'saving', message: null } });
      try {
        const { card, message } = await keepCard(setupId);
        get().cardSaved(card);
        set({ returned: { setupId, draftId, status: 'saved', message } });
        // A load begun before the card was kept would show none: the newest fetch wins.
        void get().refresh();
      } catch (error) {
        set({
          returned: { setupId, draftId, status: 'failed', message: errorMessageOf(error) },
        });
      }
    },
    failedPayment: null,
    paymentFailed: (failed) => {
      const money = get().money;
      const charges = money?.charges.map((charge) =>
        charge.chargeId === failed.chargeId
          ? { ...charge, status: 'failed' as const, failure: failed.failure, retrying: false }
          : charge,
      );
      set({
        failedPayment: failed,
        ...(money && charges ? { money: { ...money, charges } } : {}),
      });
      // A charge not listed yet (its first attempt) is fetched; the tab shows the notice already.
      if (money && !money.charges.some((c) => c.chargeId === failed.chargeId)) {
        void get().refresh();
      }
    },
  };
});

import { create } from 'zustand';
import type { TabLoad } from '../../lib/load-state';
import { tabLoader } from '../../lib/tab-loader';
import { fetchCard, fetchCharges } from './card-api';
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
  };
});

import { create } from 'zustand';
import { ApiError } from '../../../lib/api-client';
import { fetchNannyEarnings, fetchParentPayments } from './earnings-api';
import type { NannyEarnings, ParentPayments } from '../../../lib/payments';
import type { MoneySubject } from './earnings-types';

export type MoneyLoad = 'loading' | 'ready' | 'failed';

/** A nanny's ledger and progress, or a parent's totals, opened in a dialog over the console. */
export interface EarningsState {
  subject: MoneySubject | null;
  load: MoneyLoad;
  /** The nanny's view while a nanny is open, else null. */
  earnings: NannyEarnings | null;
  /** The parent's view while a parent is open, else null. */
  payments: ParentPayments | null;
  /** The server's reason when it refused the id (400, 404); null for any other failure. */
  refusal: string | null;
  show: (subject: MoneySubject) => Promise<void>;
  close: () => void;
  /** The live connection calls it for each `earnings.changed` message. */
  applyEarningsChange: (nannyId: string, parentId: string | null) => void;
  /** Brings what is open up to date in place, keeping it on failure. */
  refresh: () => Promise<void>;
}

const same = (a: MoneySubject | null, b: MoneySubject) =>
  a !== null && a.kind === b.kind && a.id === b.id;

const nothingOpen = { earnings: null, payments: null, refusal: null };

export const useOperatorEarningsStore = create<EarningsState>()((set, get) => {
  // Only the newest fetch may land, and never into a dialog closed or changed meanwhile.
  let latest = 0;

  const fetchInto = async (subject: MoneySubject, quiet: boolean) => {
    const ticket = ++latest;
    if (!quiet) set({ subject, load: 'loading', ...nothingOpen });
    try {
      const loaded =
        subject.kind === 'nanny'
          ? { earnings: await fetchNannyEarnings(subject.id), payments: null }
          : { earnings: null, payments: await fetchParentPayments(subject.id) };
      if (ticket !== latest || !same(get().subject, subject)) return;
      set({ load: 'ready', ...loaded });
    } catch (error) {
      if (ticket !== latest || quiet) return;
      const refused = error instanceof ApiError && (error.status === 400 || error.status === 404);
      set({ load: 'failed', refusal: refused ? error.message : null });
    }
  };

  const refresh = () => {
    const { subject, load } = get();
    return subject !== null && load === 'ready' ? fetchInto(subject, true) : Promise.resolve();
  };

  return {
    subject: null,
    load: 'loading',
    ...nothingOpen,
    show: (subject) => fetchInto({ ...subject, id: subject.id.trim() }, false),
    close: () => {
      latest += 1;
      set({ subject: null, ...nothingOpen });
    },
    applyEarningsChange: (nannyId, parentId) => {
      const subject = get().subject;
      if (subject === null) return;
      if (subject.id === (subject.kind === 'nanny' ? nannyId : parentId)) void refresh();
    },
    refresh,
  };
});

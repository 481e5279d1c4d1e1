import { create } from 'zustand';
import { refusalText } from '../../../lib/failure-text';
import { latestRequest } from '../../../lib/latest-request';
import type { Load } from '../../../lib/load-state';
import { fetchNannyEarnings, fetchParentPayments } from './earnings-api';
import type { NannyEarnings, ParentPayments } from '../../../lib/payments';
import type { MoneySubject } from './earnings-types';

/** A nanny's ledger and progress, or a parent's totals, opened in a dialog over the console. */
export interface EarningsState {
  subject: MoneySubject | null;
  load: Load;
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
  const latest = latestRequest();

  const fetchMoney = async (subject: MoneySubject) =>
    subject.kind === 'nanny'
      ? { earnings: await fetchNannyEarnings(subject.id), payments: null }
      : { earnings: null, payments: await fetchParentPayments(subject.id) };
  const fetchInto = async (subject: MoneySubject, quiet: boolean) => {
    if (!quiet) set({ subject, load: 'loading', ...nothingOpen });
    await latest.run(
      () => fetchMoney(subject),
      (loaded) => {
        if (same(get().subject, subject)) set({ load: 'ready', ...loaded });
      },
      quiet
        ? undefined
        : (error) => set({ load: 'failed', refusal: refusalText(error, [400, 404]) }),
    );
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
      latest.drop();
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

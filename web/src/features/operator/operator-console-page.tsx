import type { ReactNode } from 'react';
import { DashboardTabs } from '../../components/dashboard-tabs';
import { PageShell } from '../../components/page-shell';
import { AccountFinder } from './accounts/account-finder';
import { BookingsView } from './bookings/bookings-view';
import { ChangesToReview } from './changes/changes-to-review';
import { EventLog } from './log/event-log';
import { IncidentsView } from './incidents/incidents-view';
import { JobsView } from './jobs/jobs-view';
import { MessageReportsView } from './reports/message-reports-view';
import { EraseAccountDialog } from './accounts/erase-account';
import { MoneyDialog } from './money/money-dialog';
import { MoneyLookup } from './money/money-lookup';
import { ReplayVerify } from './replay/replay-verify';
import { ReviewQueue } from './review/review-queue';
import '../../styles/operator-queue.css';
import '../../styles/operator-log.css';
import '../../styles/operator-tables.css';

const operatorTabs = [
  { id: 'queue', label: 'Review queue' },
  { id: 'changes', label: 'Changes to review' },
  { id: 'bookings', label: 'Bookings' },
  { id: 'incidents', label: 'Incidents' },
  { id: 'reports', label: 'Reports' },
  { id: 'payments', label: 'Earnings and payments' },
  { id: 'events', label: 'Event log' },
  { id: 'replay', label: 'Replay and verify' },
  { id: 'jobs', label: 'Background jobs' },
  { id: 'accounts', label: 'Accounts' },
  { id: 'account', label: 'Account settings' },
] as const;

type OperatorTabId = (typeof operatorTabs)[number]['id'];

/** Account actions (logout, settings) come from the accounts feature via the app's routes. */
export function OperatorConsolePage({
  logout,
  accountSettings,
}: {
  logout: ReactNode;
  accountSettings: ReactNode;
}) {
  const panels: Record<OperatorTabId, ReactNode> = {
    queue: <ReviewQueue />,
    changes: <ChangesToReview />,
    bookings: <BookingsView />,
    incidents: <IncidentsView />,
    reports: <MessageReportsView />,
    payments: <MoneyLookup />,
    events: <EventLog />,
    replay: <ReplayVerify />,
    jobs: <JobsView />,
    accounts: <AccountFinder />,
    account: accountSettings,
  };
  return (
    <PageShell title="Operator Console">
      <DashboardTabs tabs={operatorTabs} panels={panels} logout={logout} />
      {/* Once for the console: every tab's panel stays mounted, and a dialog is one at a time. */}
      <MoneyDialog />
      <EraseAccountDialog />
    </PageShell>
  );
}

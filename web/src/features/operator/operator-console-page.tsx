import type { ReactNode } from 'react';
import { DashboardTabs } from '../../components/dashboard-tabs';
import { PageShell } from '../../components/page-shell';
import { AccountFinder, EraseAccountDialog } from './accounts';
import { BookingsView } from './bookings';
import { ChangesToReview } from './changes';
import { ChargesView } from './charges';
import { CredentialChecks } from './credentials';
import { IncidentsView } from './incidents';
import { JobsView } from './jobs';
import { EventLog } from './log';
import { MoneyDialog, MoneyLookup } from './money';
import { ReplayVerify } from './replay';
import { MessageReportsView } from './reports';
import { ReviewQueue } from './review';
import { SessionReviewsView } from './session-reviews';

const operatorTabs = [
  { id: 'queue', label: 'Review queue' },
  { id: 'changes', label: 'Changes to review' },
  { id: 'credentials', label: 'Credential checks' },
  { id: 'bookings', label: 'Bookings' },
  { id: 'incidents', label: 'Incidents' },
  { id: 'reports', label: 'Reports' },
  { id: 'reviews', label: 'Session reviews' },
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
    credentials: <CredentialChecks />,
    bookings: <BookingsView />,
    incidents: <IncidentsView />,
    reports: <MessageReportsView />,
    reviews: <SessionReviewsView />,
    payments: (
      <>
        <MoneyLookup />
        <ChargesView />
      </>
    ),
    events: <EventLog />,
    replay: <ReplayVerify />,
    jobs: <JobsView />,
    accounts: <AccountFinder />,
    account: accountSettings,
  };
  return (
    <PageShell title="Operator Console">
      <DashboardTabs tabs={operatorTabs} panels={panels} logout={logout} />
      {/* Once for the console, outside the panels (each mounts when first opened); one at a time. */}
      <MoneyDialog />
      <EraseAccountDialog />
    </PageShell>
  );
}

import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { DashboardTabs } from '../../components/dashboard-tabs';
import type { TabSpec } from '../../components/tab-keys';
import { MessagesTab, unreadLabel, useUnreadTotal } from '../../lib/messages';
import { AvailabilityTab } from './availability-tab';
import { pendingCountLabel } from './nanny-booking-rules';
import { NannyBookingsTab } from './nanny-bookings-tab';
import { NannyPaymentsTab } from './nanny-payments-tab';
import type { NannyProfile } from './nanny-types';
import { ProfileTab } from './profile-tab';
import { useRequestsWaiting } from './use-requests-waiting';

const nannyTabs = [
  { id: 'profile', label: 'Profile' },
  { id: 'availability', label: 'Availability' },
  { id: 'bookings', label: 'Bookings' },
  { id: 'messages', label: 'Messages' },
  { id: 'payments', label: 'Payments' },
] as const;

type NannyTabId = (typeof nannyTabs)[number]['id'];

interface NannyDashboardProps {
  profile: NannyProfile;
  logout: ReactNode;
  accountSettings: ReactNode;
}

export function NannyDashboard({ profile, logout, accountSettings }: NannyDashboardProps) {
  const [search] = useSearchParams();
  // The Bookings tab carries the number of requests waiting for her answer, and the Messages tab
  // her unread messages, live; both are loaded here, as their panels mount only when opened.
  const pending = useRequestsWaiting();
  const count = { value: pending, label: pendingCountLabel(pending) };
  const unread = useUnreadTotal();
  const counts: Partial<Record<NannyTabId, TabSpec<NannyTabId>['count']>> = {
    bookings: count,
    messages: { value: unread, label: unreadLabel(unread) },
  };
  const [first, ...rest] = nannyTabs;
  const tabs: readonly [TabSpec<NannyTabId>, ...TabSpec<NannyTabId>[]] = [
    first,
    ...rest.map((tab) => ({ ...tab, count: counts[tab.id] })),
  ];
  const panels: Record<NannyTabId, ReactNode> = {
    profile: <ProfileTab profile={profile} accountSettings={accountSettings} />,
    availability: <AvailabilityTab profile={profile} />,
    bookings: <NannyBookingsTab />,
    messages: <MessagesTab />,
    payments: <NannyPaymentsTab />,
  };

  // The tabs read ?tab= once; a link inside the page (a ledger line to its booking) changes it,
  // so a new target starts the tabs afresh on the asked-for tab and booking.
  const target = `${search.get('tab') ?? ''}|${search.get('booking') ?? ''}`;
  return (
    <DashboardTabs
      key={target}
      tabs={tabs}
      panels={panels}
      logout={logout}
      initialTab={search.get('tab')}
    />
  );
}

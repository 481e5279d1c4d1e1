import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { DashboardTabs } from '../../components/dashboard-tabs';
import type { TabSpec } from '../../components/tab-keys';
import { MessagesTab, unreadLabel, useUnreadTotal } from '../../lib/messages';
import { ChildrenSection } from '../care-plans';
import { BookingsTab } from './bookings-tab';
import { useCardSetupReturn } from './card-return';
import { ParentPaymentsTab } from './parent-payments-tab';
import type { ParentProfile } from './parent-types';
import { ProfileTab } from './profile-tab';

const parentTabs = [
  { id: 'profile', label: 'Profile' },
  { id: 'children', label: 'Children' },
  { id: 'bookings', label: 'Bookings' },
  { id: 'messages', label: 'Messages' },
  { id: 'payments', label: 'Payments' },
] as const;

type ParentTabId = (typeof parentTabs)[number]['id'];

interface ParentDashboardProps {
  profile: ParentProfile;
  logout: ReactNode;
  accountSettings: ReactNode;
}

export function ParentDashboard({ profile, logout, accountSettings }: ParentDashboardProps) {
  const [search] = useSearchParams();
  // Back from Stripe's card page: kept here, above the tabs, whichever tab she returns to.
  useCardSetupReturn();
  // The Messages tab carries her unread messages, live: loaded here, as the panel mounts only
  // when opened.
  const unread = useUnreadTotal();
  const count = { value: unread, label: unreadLabel(unread) };
  const [first, ...rest] = parentTabs;
  const tabs: readonly [TabSpec<ParentTabId>, ...TabSpec<ParentTabId>[]] = [
    first,
    ...rest.map((tab) => (tab.id === 'messages' ? { ...tab, count } : tab)),
  ];
  const panels: Record<ParentTabId, ReactNode> = {
    profile: <ProfileTab profile={profile} accountSettings={accountSettings} />,
    children: <ChildrenSection />,
    bookings: <BookingsTab />,
    messages: <MessagesTab />,
    payments: <ParentPaymentsTab />,
  };

  return (
    <DashboardTabs tabs={tabs} panels={panels} logout={logout} initialTab={search.get('tab')} />
  );
}

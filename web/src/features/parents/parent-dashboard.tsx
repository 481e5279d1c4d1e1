import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';
import { DashboardTabs } from '../../components/dashboard-tabs';
import { BookingsTab } from './bookings-tab';
import { ParentPaymentsTab } from './parent-payments-tab';
import type { ParentProfile } from './parent-types';
import { ProfileTab } from './profile-tab';

const parentTabs = [
  { id: 'profile', label: 'Profile' },
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
  const panels: Record<ParentTabId, ReactNode> = {
    profile: <ProfileTab profile={profile} accountSettings={accountSettings} />,
    bookings: <BookingsTab />,
    messages: (
      <ComingSoon title="Messages">
        You will be able to message your RBT nannies about your bookings here.
      </ComingSoon>
    ),
    payments: <ParentPaymentsTab />,
  };

  return (
    <DashboardTabs
      tabs={parentTabs}
      panels={panels}
      logout={logout}
      initialTab={search.get('tab')}
    />
  );
}

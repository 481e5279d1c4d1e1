import type { ReactNode } from 'react';
import { ComingSoon } from '../../components/coming-soon';
import { DashboardTabs } from '../../components/dashboard-tabs';
import { AvailabilityTab } from './availability-tab';
import type { NannyProfile } from './nanny-types';
import { ProfileTab } from './profile-tab';

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
  const panels: Record<NannyTabId, ReactNode> = {
    profile: <ProfileTab profile={profile} accountSettings={accountSettings} />,
    availability: <AvailabilityTab profile={profile} />,
    bookings: (
      <ComingSoon title="Bookings">
        Booking requests from families and your upcoming sessions will appear here.
      </ComingSoon>
    ),
    messages: (
      <ComingSoon title="Messages">
        You will be able to message families about their bookings here.
      </ComingSoon>
    ),
    payments: (
      <ComingSoon title="Payments">
        Payment tracking and an earnings dashboard are coming, so you can follow every payment for
        your completed sessions.
      </ComingSoon>
    ),
  };

  return <DashboardTabs tabs={nannyTabs} panels={panels} logout={logout} />;
}

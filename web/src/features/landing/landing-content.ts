export interface LandingCard {
  title: string;
  text: string;
}

export const parentSteps: readonly LandingCard[] = [
  {
    title: 'Tell us about your family',
    text: "Create a parent profile and share your child's needs and any special considerations, so a nanny knows what to expect before the first visit.",
  },
  {
    title: 'Browse approved nannies',
    text: 'See RBT-certified nannies our team has approved, with a photo, a short bio and the times they are available.',
  },
  {
    title: 'Request a booking',
    text: 'Choose a date and time and send a request. Every request and its status stays in your dashboard.',
  },
];

export const nannySteps: readonly LandingCard[] = [
  {
    title: 'Create your profile',
    text: 'Sign up as an RBT Nanny and add a photo and a short bio about your experience with children.',
  },
  {
    title: 'Upload your documents',
    text: 'Add your RBT certification and a photo ID. A background check is optional, and recommended.',
  },
  {
    title: 'Get approved and booked',
    text: 'Once our team approves your profile, set your weekly availability and families can request you.',
  },
];

export const trustPoints: readonly LandingCard[] = [
  {
    title: 'Certification checked',
    text: "Our team reviews every nanny's RBT certification before the profile is approved.",
  },
  {
    title: 'Photo ID verified',
    text: "We confirm each nanny's identity against a government-issued photo ID.",
  },
  {
    title: 'Optional background check',
    text: 'Nannies can add a background check. Once our team verifies it, the profile shows a Background Verified badge.',
  },
  {
    title: 'Everything in one place',
    text: 'Bookings, messages and payments stay on the platform, so there is always a clear record.',
  },
];

// The Terms of Service text. Kept as data so the page only lays it out; the headings and their
// order are part of the product specification.

import { DEFAULT_SERVICE_FEE_BASIS_POINTS } from '@shared/payment-amounts';
import { cancellationPayments, cancellationTermination } from './cancellation-terms';
import { feeTerms } from './fee-terms';
import { messagingRules } from './messaging-terms';
import { payRuleTerms } from './pay-terms';

export type TermsBlock =
  { kind: 'paragraph'; text: string } | { kind: 'list'; items: readonly string[] };

export interface TermsSection {
  id: string;
  heading: string;
  blocks: readonly TermsBlock[];
}

export const termsLastUpdated = 'March 2025';

const p = (text: string): TermsBlock => ({ kind: 'paragraph', text });
const list = (...items: string[]): TermsBlock => ({ kind: 'list', items });

/** The Terms with the service fee the platform charges (basis points). */
export const termsSectionsFor = (feeBasisPoints: number): readonly TermsSection[] => [
  {
    id: 'introduction',
    heading: 'Introduction',
    blocks: [
      p(
        'These Terms of Service ("Terms") govern your use of RBT Nanny Connect (the "platform"), including our website and related services. The platform connects parents and guardians of children with special needs ("Parents") with nannies who hold a Registered Behavior Technician (RBT) certification ("Nannies").',
      ),
      p(
        'By creating an account or using the platform, you agree to these Terms. If you do not agree, please do not use the platform. "We", "us" and "our" mean the operators of RBT Nanny Connect; "you" means the person using the platform.',
      ),
      p(
        'Please read these Terms together with any policy shown to you when you sign up or confirm a booking, such as the payment policy every Nanny accepts before using the dashboard.',
      ),
    ],
  },
  {
    id: 'nature-of-services',
    heading: 'Nature of Services',
    blocks: [
      p(
        'RBT Nanny Connect is a marketplace. We help Parents and Nannies find each other, arrange bookings, communicate and handle payments. We do not employ Nannies, and we do not direct or supervise the care they give.',
      ),
      p(
        "Nannies provide basic caregiving and babysitting only: for example supervision, play, meals, daily routines, and taking a child to and from places agreed with the Parent. A Nanny's RBT certification reflects training and experience that can make everyday care calmer and safer; it does not turn a booking into a therapy session.",
      ),
      p(
        'Bookings made through the platform are not Applied Behavior Analysis (ABA) therapy, and they are not medical, nursing, clinical or educational services. Nannies must not plan, deliver or bill for behavior-analytic treatment through the platform, and Parents must not ask them to. If your child needs therapy, please work with a qualified provider outside the platform.',
      ),
    ],
  },
  {
    id: 'eligibility',
    heading: 'Eligibility',
    blocks: [
      p('To use RBT Nanny Connect:'),
      list(
        'you must be at least 18 years old;',
        'you must give accurate, current and complete information, and keep it up to date;',
        'you may hold only one account, which is for your personal use: do not share your sign-in details with anyone;',
        'if you are a Nanny, you must hold a current RBT certification and be legally permitted to work where you provide care.',
      ),
      p(
        'We may ask you to confirm your identity or eligibility at any time, and we may refuse or close an account that does not meet these requirements.',
      ),
    ],
  },
  {
    id: 'nanny-duties',
    heading: 'Nanny Duties',
    blocks: [
      p('As a Nanny, you agree to:'),
      list(
        'keep your RBT certification current, and tell us promptly if it lapses, is suspended or is revoked;',
        'upload a genuine photo ID and, if you choose to, a genuine background check, and keep your profile accurate;',
        'keep your availability up to date, arrive on time for confirmed bookings, and give as much notice as you can if you are unable to attend;',
        "follow the Parent's reasonable instructions about routines, meals, medication times and safety;",
        "never leave a child unattended, or in anyone else's care, without the Parent's consent;",
        'keep information about the family and the child confidential;',
        'stay within caregiving and babysitting, and not provide ABA therapy or any other clinical service through the platform.',
      ),
      p(
        'If a child is hurt, becomes unwell or is in danger, call emergency services first, then contact the Parent, and then report what happened to us through the platform as soon as you can.',
      ),
      p(
        'Parents see your profile only after our team has approved it. We may withdraw approval if the information or documents you provided turn out to be inaccurate or out of date.',
      ),
    ],
  },
  {
    id: 'parent-duties',
    heading: 'Parent Duties',
    blocks: [
      p('As a Parent, you agree to:'),
      list(
        "describe your child's needs accurately before a booking, including allergies, medical conditions, medications, behaviors and any special considerations a Nanny should know about;",
        'share emergency contacts and clear instructions, and stay reachable during every booking;',
        'provide a safe home and any equipment the Nanny needs to care for your child safely;',
        'not ask a Nanny to provide ABA therapy, medical care or any other service beyond caregiving and babysitting;',
        'treat Nannies with respect, and pay for every booking through the platform;',
        'request bookings only for times you intend to keep, and cancel as early as possible if your plans change.',
      ),
      p(
        'You remain responsible for deciding whether a Nanny is right for your child. We encourage you to meet a Nanny, ask questions and check references before a first booking.',
      ),
    ],
  },
  {
    id: 'messaging-rules',
    heading: 'Messaging Rules',
    blocks: [
      p(
        'Use the messages on the platform to arrange and discuss bookings. Keeping conversations on the platform gives everyone a clear record if questions come up later.',
      ),
      p('When you send messages, you agree not to:'),
      list(
        'harass, threaten, discriminate against or abuse anyone;',
        'send sexual, violent or otherwise inappropriate content;',
        "share more of a child's sensitive information than the Nanny needs to give care;",
        'ask for or offer payment outside the platform, or try to move a booking off the platform to avoid fees;',
        'send spam, advertising or links to unrelated services.',
      ),
      ...messagingRules.map(p),
    ],
  },
  {
    id: 'reviews',
    heading: 'Reviews',
    blocks: [
      p(
        'After a session whose hours are confirmed (and paid, where payments apply), the Parent and the Nanny may each review the other once, within 14 days. Neither sees the other’s review until both have written one or the 14 days end; then both are shown together and cannot be changed.',
      ),
      p(
        'A Parent rates the Nanny from 1 to 5 stars and may add a public comment; a Nanny’s review of a family is seen only by our team. A Nanny may reply once, in public, to a comment about her. Contact details and children’s names are hidden from what is published.',
      ),
      p(
        'We never remove or hide a review because it is negative, and we never reward anyone for a positive one. Our team may hide a comment only for contact details, a child’s name or health details, or abuse; the stars always count.',
      ),
    ],
  },
  {
    id: 'payments-and-fees',
    heading: 'Payments and Fees',
    blocks: [
      p(
        'All payments for bookings made through RBT Nanny Connect go through the platform. Parents must not pay Nannies directly, in cash or by any other method, and Nannies must not ask for direct payment.',
      ),
      ...feeTerms(feeBasisPoints).map(p),
      ...payRuleTerms.map(p),
      p('Nannies are paid through the platform for confirmed hours.'),
      ...cancellationPayments.map(p),
      p(
        'Nannies are responsible for any taxes due on their earnings. If a payment is disputed, we may hold the amount in question while we look into it, and we will tell both sides what we decide.',
      ),
    ],
  },
  {
    id: 'background-checks',
    heading: 'Background Checks',
    blocks: [
      p(
        "Every Nanny must upload an RBT certification and a photo ID. Our team reviews them before the Nanny's profile is approved and shown to Parents.",
      ),
      p(
        'A background check is optional but strongly recommended. A Nanny may upload one at any time, and it stays pending until our team reviews it. A profile shows the Background Verified badge only after we have verified the check; uploading a new check returns it to pending.',
      ),
      p(
        "Our review confirms that the documents were provided and appeared valid when we checked them. It is not a guarantee of a Nanny's character, skills or future conduct, and it does not replace your own judgment. Parents should still interview Nannies and check references.",
      ),
    ],
  },
  {
    id: 'liability',
    heading: 'Liability',
    blocks: [
      p(
        'Nannies are independent: they are not our employees or agents. Each Parent and each Nanny is responsible for their own actions during a booking.',
      ),
      p(
        'To the fullest extent the law allows, we are not liable for injury, loss or damage that arises from care given or received during a booking, or from the conduct of any user, unless it was caused by our own negligence or wrongdoing. Nothing in these Terms limits any liability that cannot be limited by law.',
      ),
      p(
        'The platform is provided "as is". We work to keep it accurate, secure and available, but we cannot promise that it will always be free of errors or interruptions.',
      ),
      p(
        'Please report any safety concern to us promptly. In an emergency, always contact emergency services first.',
      ),
    ],
  },
  {
    id: 'termination',
    heading: 'Termination',
    blocks: [
      p(
        'You may close your account at any time by contacting us. Closing an account does not cancel payments that are already due for completed bookings.',
      ),
      p("We may suspend or close an account, or withdraw a Nanny's approval, if:"),
      list(
        'you break these Terms or the law;',
        'we receive a credible report of conduct that puts a child or another user at risk;',
        "a Nanny's RBT certification lapses or is revoked, or documents they provided turn out to be false;",
        'you try to take payments off the platform.',
      ),
      p(cancellationTermination),
      p(
        'Where it is safe and lawful to do so, we will tell you why and give you a chance to respond. We keep records of bookings, messages and payments after an account closes for as long as the law requires, or as long as we need them to resolve a dispute.',
      ),
    ],
  },
  {
    id: 'availability',
    heading: 'Availability',
    blocks: [
      p(
        "Nannies set their own availability, as a weekly schedule and as single days. A Nanny's availability is not a promise of a booking: a booking request is confirmed only once the Nanny accepts it.",
      ),
      p(
        'Nannies should keep their availability current, and Parents should keep in mind that it can change until a booking is confirmed.',
      ),
      p(
        'We aim to keep the platform available at all times, but it may sometimes be unavailable for maintenance, updates or reasons outside our control. We will try to give notice of planned maintenance.',
      ),
    ],
  },
  {
    id: 'amendments',
    heading: 'Amendments',
    blocks: [
      p(
        'We may update these Terms from time to time, for example when we add features or when the law changes. The date at the top of this page shows when they were last updated.',
      ),
      p(
        'If we make a significant change, we will tell you by email or on the platform before it takes effect. If you keep using the platform after that, you accept the updated Terms. If you do not agree, you may close your account.',
      ),
      p('If you have a question about these Terms, please contact us through the platform.'),
    ],
  },
];

/** The Terms with the default fee, until GET /api/platform tells the configured one. */
export const termsSections = termsSectionsFor(DEFAULT_SERVICE_FEE_BASIS_POINTS);

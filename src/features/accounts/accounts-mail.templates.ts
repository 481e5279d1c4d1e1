import { renderMail } from '../../infra/mail/mail-layout.js';
import type { MailMessage } from '../../infra/mail/mail-transport.js';

interface Recipient {
  to: string;
  fullName: string;
}

const hello = (name: string) => `Hello ${name || 'there'},`;
const notYou = 'If you did not ask for this, you can ignore this email: nothing changes.';

export const verificationMail = (r: Recipient, link: string): MailMessage =>
  renderMail({
    to: r.to,
    subject: 'Confirm your email for RBT Nanny Connect',
    greeting: hello(r.fullName),
    paragraphs: [
      'Welcome to RBT Nanny Connect! Please confirm your email address to finish signing up.',
    ],
    action: { label: 'Confirm my email', url: link },
    afterAction: ['This link works once and expires in 24 hours.', notYou],
  });

export const emailChangeMail = (r: Recipient, link: string): MailMessage =>
  renderMail({
    to: r.to,
    subject: 'Confirm your new email for RBT Nanny Connect',
    greeting: hello(r.fullName),
    paragraphs: ['You asked to use this address for your RBT Nanny Connect account.'],
    action: { label: 'Use this email address', url: link },
    afterAction: [
      'Your email changes once you open this link. It works once and expires in 24 hours.',
      notYou,
    ],
  });

/** To the address an email change replaced: the link sets a new password and moves it back. */
export const emailChangedMail = (r: Recipient, newEmail: string, undoLink: string): MailMessage =>
  renderMail({
    to: r.to,
    subject: 'Your RBT Nanny Connect email address was changed',
    greeting: hello(r.fullName),
    paragraphs: [
      `The email address of your RBT Nanny Connect account was just changed from this address to ${newEmail}.`,
      'If this was you, there is nothing else to do.',
      'If it was not you, someone may know your password. Secure your account now: choose a new password with the button below. It moves the account back to this address and signs everyone else out.',
    ],
    action: { label: 'Secure my account', url: undoLink },
    afterAction: [
      'This link works once and expires in 7 days. If it has expired, tell us by replying to this email.',
    ],
  });

export const passwordResetMail = (r: Recipient, link: string): MailMessage =>
  renderMail({
    to: r.to,
    subject: 'Reset your RBT Nanny Connect password',
    greeting: hello(r.fullName),
    paragraphs: ['We received a request to reset the password of your RBT Nanny Connect account.'],
    action: { label: 'Choose a new password', url: link },
    afterAction: [
      'This link works once and expires in 1 hour. Resetting signs you out everywhere.',
      notYou,
    ],
  });

export const resetForGoogleAccountMail = (r: Recipient, siteUrl: string): MailMessage =>
  renderMail({
    to: r.to,
    subject: 'About your RBT Nanny Connect password',
    greeting: hello(r.fullName),
    paragraphs: [
      'Someone asked to reset the password of your RBT Nanny Connect account, but you sign in with Google: your email and password are managed by Google.',
    ],
    action: { label: 'Sign in with Google', url: siteUrl },
    afterAction: [notYou],
  });

export const passwordChangedMail = (r: Recipient, siteUrl: string): MailMessage =>
  renderMail({
    to: r.to,
    subject: 'Your RBT Nanny Connect password was changed',
    greeting: hello(r.fullName),
    paragraphs: [
      'The password of your RBT Nanny Connect account was just changed, and your other sessions were signed out.',
      'If this was you, there is nothing else to do.',
      'If it was not you, reset your password right away with "Forgot password" on the sign-in page, and tell us by replying to this email.',
    ],
    action: { label: 'Go to RBT Nanny Connect', url: siteUrl },
  });

export const signUpAttemptMail = (r: Recipient, siteUrl: string): MailMessage =>
  renderMail({
    to: r.to,
    subject: 'Someone tried to sign up with your email',
    greeting: hello(r.fullName),
    paragraphs: [
      'Someone tried to create a new RBT Nanny Connect account with this email address, which already has an account.',
      'If it was you: just log in. If you forgot your password, use "Forgot password" on the sign-in page.',
    ],
    action: { label: 'Log in', url: siteUrl },
    afterAction: ['If it was not you, you can ignore this email: your account is unchanged.'],
  });

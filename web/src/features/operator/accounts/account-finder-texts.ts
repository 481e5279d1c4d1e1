import type { ApiResponse } from '../../../lib/api/api';

// The texts of the Accounts tab, for the component, its tests and the docs.

export type FoundAccount = ApiResponse<'/api/operator/accounts'>['account'];

export const accountFinderTexts = {
  title: 'Accounts',
  hint: "Find any account by its email, for instance to erase it on the person's request when she has no booking.",
  formLabel: 'Find an account',
  emailLabel: 'Email',
  find: 'Find',
  finding: 'Finding...',
  name: 'Name',
  role: 'Role',
  email: 'Email',
  joined: 'Joined',
  suspended: 'Suspended',
} as const;

const ROLE_LABELS: Record<FoundAccount['role'], string> = {
  parent: 'Parent',
  nanny: 'Nanny',
  operator: 'Operator',
};

export const roleLabel = (role: FoundAccount['role']) => ROLE_LABELS[role];

/** The operator never erases herself from the console (the server refuses it too). */
export const mayErase = (account: FoundAccount, ownId: string | undefined) => account.id !== ownId;

export type UserRole = 'nanny' | 'parent' | 'operator';

export type SignInMethod = 'password' | 'google';

export interface SessionUser {
  id: string;
  role: UserRole;
  fullName: string;
  email: string;
  signInMethod: SignInMethod;
}

export type SessionStatus = 'loading' | 'signed-out' | 'signed-in';

import type { ApiResponse } from '../api/api';

/** The signed-in user as GET /api/session declares it (generated: lib/api/schema.ts). */
export type SessionUser = NonNullable<ApiResponse<'/api/session'>['user']>;

export type UserRole = SessionUser['role'];

export type SessionStatus = 'loading' | 'signed-out' | 'signed-in';

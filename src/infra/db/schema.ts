import type { ColumnType, Generated } from 'kysely';

/**
 * The shape of every table, mirroring migrations/. One interface for the whole database because
 * kysely's types are invariant in it: infrastructure and features share this one contract.
 */
export interface Database {
  events: EventsTable;
  mail_outbox: MailOutboxTable;
  schema_migrations: SchemaMigrationsTable;
  accounts: AccountsTable;
  credentials: CredentialsTable;
  sessions: SessionsTable;
  account_tokens: AccountTokensTable;
  rate_limit_counters: RateLimitCountersTable;
  oauth_flows: OauthFlowsTable;
  nanny_profiles: NannyProfilesTable;
  nanny_single_days: NannySingleDaysTable;
  nanny_directory: NannyDirectoryTable;
  parent_profiles: ParentProfilesTable;
  bookable_nannies: BookableNanniesTable;
  booking_requests: BookingRequestsTable;
}

export interface EventsTable {
  position: Generated<number>;
  stream_id: string;
  stream_type: string;
  version: number;
  type: string;
  schema_version: number;
  data: ColumnType<unknown, string, string>;
  metadata: ColumnType<EventMetadataRow, string, string>;
  recorded_at: Generated<Date>;
  transaction_id: Generated<string>;
}

export type EventMetadataRow = Record<string, unknown>;

export interface MailOutboxTable {
  id: Generated<number>;
  job_id: string;
  to_address: string;
  subject: string;
  text_body: string | null;
  html_body: string | null;
  transport: 'smtp' | 'outbox';
  sent_at: Generated<Date>;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: Generated<Date>;
}

export type Role = 'nanny' | 'parent' | 'operator';

export interface AccountsTable {
  id: string;
  role: Role;
  email: string;
  first_name: string;
  last_name: string;
  full_name: string;
  email_verified: boolean;
  sign_up_method: 'password' | 'google';
  google_subject: string | null;
  created_at: Date;
}

export interface CredentialsTable {
  account_id: string;
  password_hash: string;
  updated_at: Generated<Date>;
}

export interface SessionsTable {
  id: string;
  account_id: string;
  created_at: Generated<Date>;
  expires_at: Date;
}

export type AccountTokenPurpose = 'verify-email' | 'reset-password' | 'change-email';

export interface AccountTokensTable {
  token_hash: string;
  account_id: string;
  purpose: AccountTokenPurpose;
  email: string;
  created_at: Generated<Date>;
  expires_at: Date;
  used_at: Date | null;
}

export interface RateLimitCountersTable {
  bucket: string;
  window_start: Date;
  hits: number;
}

export interface OauthFlowsTable {
  state_hash: string;
  nonce: string;
  code_verifier: string;
  mode: 'login' | 'signup';
  role: 'nanny' | 'parent' | null;
  first_name: Generated<string>;
  last_name: Generated<string>;
  expires_at: Date;
}

/** Metadata of an uploaded file; the bytes live in file storage under a key from id and kind. */
export interface StoredDocument {
  contentType: string;
  size: number;
  sha256: string;
  fileName: string | null;
  uploadedAt: string;
}

export type Weekday =
  'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
export interface DayAvailability {
  available: boolean;
  startTime: string;
  endTime: string;
}
export type WeeklyAvailability = Record<Weekday, DayAvailability>;

type Json<T> = ColumnType<T, string, string>;
/** A jsonb column that may be null and may be left out on insert. */
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

export interface NannyProfilesTable {
  nanny_id: string;
  full_name: string;
  email: string;
  bio: Generated<string>;
  status: Generated<'pending' | 'approved' | 'rejected'>;
  rejection_reason: ColumnType<string | null, string | null | undefined, string | null>;
  agreed_to_payment: Generated<boolean>;
  agreed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  profile_photo: NullableJson<StoredDocument>;
  rbt_certification: NullableJson<StoredDocument>;
  photo_id: NullableJson<StoredDocument>;
  background_check: NullableJson<StoredDocument>;
  background_check_status: ColumnType<
    'pending' | 'verified' | 'rejected' | null,
    'pending' | 'verified' | 'rejected' | null | undefined,
    'pending' | 'verified' | 'rejected' | null
  >;
  background_check_rejection_reason: ColumnType<
    string | null,
    string | null | undefined,
    string | null
  >;
  weekly_availability: Json<WeeklyAvailability>;
  created_at: Date;
  updated_at: Date;
}

export interface NannySingleDaysTable {
  entry_id: string;
  nanny_id: string;
  date: ColumnType<string, string, string>;
  start_time: string;
  end_time: string;
}

export interface NannyDirectoryTable {
  nanny_id: string;
  full_name: string;
  bio: Generated<string>;
  photo_version: ColumnType<string | null, string | null | undefined, string | null>;
  availability_summary: Generated<string>;
  listed: Generated<boolean>;
  listed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface ParentProfilesTable {
  parent_id: string;
  full_name: string;
  email: string;
  multiple_children: Generated<boolean>;
  special_considerations: Generated<string>;
  profile_photo: NullableJson<StoredDocument>;
  created_at: Date;
  updated_at: Date;
}

export interface BookableNanniesTable {
  nanny_id: string;
  full_name: string;
  bookable: Generated<boolean>;
}

export interface BookingRequestsTable {
  booking_id: string;
  nanny_id: string;
  parent_id: string;
  nanny_name: string;
  date: ColumnType<string, string, string>;
  time: string;
  status: 'pending';
  created_at: Date;
}

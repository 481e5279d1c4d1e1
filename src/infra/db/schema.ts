import type { ColumnType, Generated } from 'kysely';
import type { BookingStatus, Weekday } from '../../shared/booking-times.js';
import type { IncidentCategory } from '../../shared/incidents.js';
import type { CarePlan, PlanVersions } from '../../shared/care-plans.js';
import type { SessionNote } from '../../shared/session-notes.js';
import type { HideReason } from '../../shared/reviews.js';

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
  nanny_document_versions: NannyDocumentVersionsTable;
  nanny_directory: NannyDirectoryTable;
  directory_cell_zones: DirectoryCellZonesTable;
  read_tables_rebuild_due: ReadTablesRebuildDueTable;
  nanny_credentials: NannyCredentialsTable;
  nanny_credential_history: NannyCredentialHistoryTable;
  parent_profiles: ParentProfilesTable;
  bookable_nannies: BookableNanniesTable;
  bookings: BookingsTable;
  incidents: IncidentsTable;
  earnings_sessions: EarningsSessionsTable;
  nanny_earnings_progress: NannyEarningsProgressTable;
  ledger_lines: LedgerLinesTable;
  payment_cards: PaymentCardsTable;
  payment_charges: PaymentChargesTable;
  payment_refunds: PaymentRefundsTable;
  payout_accounts: PayoutAccountsTable;
  payment_provider_events: PaymentProviderEventsTable;
  payment_reconciliations: PaymentReconciliationsTable;
  saved_searches: SavedSearchesTable;
  saved_search_matches: SavedSearchMatchesTable;
  search_alert_mail: SearchAlertMailTable;
  conversations: ConversationsTable;
  conversation_bookings: ConversationBookingsTable;
  conversation_messages: ConversationMessagesTable;
  message_reports: MessageReportsTable;
  message_mail: MessageMailTable;
  access_log: AccessLogTable;
  children: ChildrenTable;
  care_plan_versions: CarePlanVersionsTable;
  care_plan_families: CarePlanFamiliesTable;
  reminder_settings: ReminderSettingsTable;
  booking_drafts: BookingDraftsTable;
  review_sessions: ReviewSessionsTable;
  nanny_reviews: NannyReviewsTable;
  family_reviews: FamilyReviewsTable;
  favourite_nannies: FavouriteNanniesTable;
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

type EventMetadataRow = Record<string, unknown>;

interface MailOutboxTable {
  id: Generated<number>;
  job_id: string;
  to_address: string;
  subject: string;
  text_body: string | null;
  html_body: string | null;
  transport: 'smtp' | 'outbox';
  sent_at: Generated<Date>;
  /** The account it was sent to (null: stored before migration 0024). */
  to_account: NullableText;
  /** The other accounts it names (a booking's other party, a search alert's nannies). */
  about_accounts: ColumnType<string[], string[] | undefined, string[]>;
}

interface SchemaMigrationsTable {
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
  /** Suspended by an operator after a report on her messages. */
  suspended_at: Nullable<Date>;
  /** Erased (AccountErased); her personal columns hold placeholders. */
  erased_at: Nullable<Date>;
}

interface CredentialsTable {
  account_id: string;
  password_hash: string;
  updated_at: Generated<Date>;
}

interface SessionsTable {
  id: string;
  account_id: string;
  /** Set from the app's clock at sign-in: the absolute lifetime counts from it. */
  created_at: Generated<Date>;
  expires_at: Date;
}

export type AccountTokenPurpose =
  'verify-email' | 'reset-password' | 'change-email' | 'undo-email-change';

interface AccountTokensTable {
  token_hash: string;
  account_id: string;
  purpose: AccountTokenPurpose;
  email: string;
  created_at: Generated<Date>;
  expires_at: Date;
  used_at: Date | null;
}

interface RateLimitCountersTable {
  bucket: string;
  window_start: Date;
  hits: number;
}

interface OauthFlowsTable {
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
  /** Where the bytes are; legacy files name none (their kind's fixed key). */
  storageKey?: string;
  /** The document version; absent on photos and on files recorded before versions were kept. */
  uploadId?: string;
}

/** An approved nanny's edit waiting for an operator (docs/security.md, item 3). */
export interface PendingProfileChange {
  changeId: string;
  fullName: string;
  bio: string;
  /** The new photo, or null when the listed one stays. */
  photo: (StoredDocument & { storageKey: string }) | null;
  submittedAt: string;
}

export type { Weekday };
export interface DayAvailability {
  available: boolean;
  startTime: string;
  endTime: string;
}
export type WeeklyAvailability = Record<Weekday, DayAvailability>;

type Json<T> = ColumnType<T, string, string>;
/** A column that may be null and may be left out on insert. */
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
type NullableText = Nullable<string>;
type NullableNumber = Nullable<number>;

/** A jsonb column that may be null and may be left out on insert. */
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

export interface NannyProfilesTable {
  nanny_id: string;
  full_name: string;
  email: string;
  bio: Generated<string>;
  status: Generated<'pending' | 'approved' | 'rejected'>;
  rejection_reason: NullableText;
  agreed_to_payment: Generated<boolean>;
  agreed_at: Nullable<Date>;
  profile_photo: NullableJson<StoredDocument>;
  rbt_certification: NullableJson<StoredDocument>;
  photo_id: NullableJson<StoredDocument>;
  background_check: NullableJson<StoredDocument>;
  background_check_status: Nullable<'pending' | 'verified' | 'rejected'>;
  background_check_rejection_reason: NullableText;
  weekly_availability: Json<WeeklyAvailability>;
  pending_change: NullableJson<PendingProfileChange>;
  /** When the waiting change was first submitted: the order operators review in. */
  pending_change_at: Nullable<Date>;
  change_rejection_reason: NullableText;
  cpr_first_aid: NullableJson<StoredDocument>;
  cpr_first_aid_status: Nullable<'pending' | 'verified' | 'rejected'>;
  /** YYYY-MM-DD: the last day her verified card is current. */
  cpr_first_aid_valid_until: NullableText;
  cpr_first_aid_rejection_reason: NullableText;
  /** When her background check in force was verified, and the reminder sent for it (0033). */
  background_check_verified_at: Nullable<Date>;
  background_reminded_for: NullableText;
  background_reminded_days: NullableNumber;
  created_at: Date;
  updated_at: Date;
}

interface NannySingleDaysTable {
  entry_id: string;
  nanny_id: string;
  date: ColumnType<string, string, string>;
  start_time: string;
  end_time: string;
}

export type DocumentDecision = 'approved' | 'verified' | 'rejected';
type DeletedReason = 'retention' | 'erasure' | 'overwritten';

/** Every version of a nanny's documents (migration 0017). */
export interface NannyDocumentVersionsTable {
  nanny_id: string;
  version_id: string;
  upload_id: string | null;
  kind: string;
  storage_key: string;
  content_type: string;
  size: number;
  sha256: string;
  file_name: string | null;
  uploaded_at: ColumnType<Date, Date, Date>;
  replaced_at: Nullable<Date>;
  decision: Nullable<DocumentDecision>;
  decided_at: Nullable<Date>;
  deleted_at: Nullable<Date>;
  deleted_reason: Nullable<DeletedReason>;
}

/** A home ZIP's centroid and place: never sent to anyone (a parent's own reaches only her). */
interface HomePlaceColumns {
  zip: NullableText;
  city: NullableText;
  state: NullableText;
  latitude: NullableNumber;
  longitude: NullableNumber;
  /** The IANA zone of her ZIP, recorded when she set it; null: the platform's (migration 0025). */
  time_zone: NullableText;
}

interface NannyDirectoryTable extends HomePlaceColumns {
  nanny_id: string;
  full_name: string;
  bio: Generated<string>;
  photo_version: NullableText;
  availability_summary: Generated<string>;
  listed: Generated<boolean>;
  listed_at: Nullable<Date>;
  radius_miles: Generated<number>;
  needs: ColumnType<string[], string[] | undefined, string[]>;
  languages: ColumnType<string[], string[] | undefined, string[]>;
  /** YYYY-MM-DD: the last day her verified CPR / First Aid is current; null when none is. */
  cpr_valid_until: NullableText;
  /** Event positions of her last area and hours changes (keyset paging, migration 0016). */
  area_changed_at: Generated<number>;
  hours_changed_at: Generated<number>;
  /** Her account is suspended; she is not listed whatever her review says. */
  suspended_at: Nullable<Date>;
  /** YYYY-MM-DD of her last check that found her RBT certification active (migration 0030). */
  rbt_checked_on: NullableText;
  /** When her background check in force was verified; null when none is (migration 0033). */
  background_verified_at: Nullable<Date>;
  /** Her weekly hours and single days, as her search and card read them (migration 0040). */
  week: NullableJson<WeeklyAvailability>;
  single_days: ColumnType<DirectorySingleDayRow[], string | undefined, string>;
  /** What one GIN index answers a search from (src/features/search/directory-terms.ts). */
  search_terms: ColumnType<string[], string[] | undefined, string[]>;
  /** Parents' reviews of her as her rating counts them, and their totals (migration 0040). */
  rating_reviews: ColumnType<DirectoryRatingReview[], string | undefined, string>;
  rating_count: Generated<number>;
  rating_sum: Generated<number>;
  /** From when every counted review is shown; null with none. */
  ratings_shown_from: Nullable<Date>;
}

/** A session's reviews as her rating needs them; `overall` null until the parent's is written. */
interface DirectoryRatingReview {
  bookingId: string;
  overall: number | null;
  parentAt: string | null;
  nannyAt: string | null;
  revealedAt: string;
}

/** One of her single days as the directory keeps it. */
interface DirectorySingleDayRow {
  entryId: string;
  date: string;
  startTime: string;
  endTime: string;
}

/** The zones whose nannies reach a search cell (migration 0040). */
/** A migration's request that the app's next start fold the read tables again (upgrade-rebuild.ts). */
interface ReadTablesRebuildDueTable {
  migration: string;
  asked_at: Generated<Date>;
}

interface DirectoryCellZonesTable {
  cell: string;
  /** '' for the platform's zone. */
  zone: string;
}

/** Her RBT certification as last read in the registry, and her next check (migration 0030). */
interface NannyCredentialsTable {
  nanny_id: string;
  standing: 'active' | 'inactive' | 'not-found' | 'lapsed' | 'unrecorded';
  certification_number: NullableText;
  inactive_reason: NullableText;
  expires_on: NullableText;
  checked_on: NullableText;
  checked_at: Nullable<Date>;
  checked_by: NullableText;
  next_check_on: string;
  in_queue: Generated<boolean>;
  /** The nearest reminder sent and for which expiry (migration 0033). */
  /** Since when her certification has not been active (a check or lapse); null while it is. */
  held_since: Nullable<Date>;
  reminded_for: NullableText;
  reminded_days: NullableNumber;
}

/** Every check, lapse and catch-up of her RBT certification (migration 0033). */
export interface NannyCredentialHistoryTable {
  nanny_id: string;
  stream_version: number;
  kind: 'check' | 'lapse' | 'recheck-requested';
  registry_status: NullableText;
  expires_on: NullableText;
  checked_on: NullableText;
  occasion: NullableText;
  operator_id: NullableText;
  recorded_at: Date;
}

interface ParentProfilesTable extends HomePlaceColumns {
  parent_id: string;
  full_name: string;
  email: string;
  multiple_children: Generated<boolean>;
  special_considerations: Generated<string>;
  profile_photo: NullableJson<StoredDocument>;
  created_at: Date;
  updated_at: Date;
}

interface BookableNanniesTable {
  nanny_id: string;
  full_name: string;
  bookable: Generated<boolean>;
  /** Her account is suspended; she cannot be booked whatever her review says. */
  suspended_at: Nullable<Date>;
}

export interface BookingsTable {
  booking_id: string;
  nanny_id: string;
  parent_id: string;
  nanny_name: string;
  parent_name: string;
  date: ColumnType<string, string, string>;
  start_time: string;
  end_time: string;
  starts_at: Date;
  ends_at: Date;
  minutes: number;
  time_zone: string;
  children: number;
  note: string;
  status: BookingStatus;
  created_at: Date;
  expires_at: Date;
  responded_at: Nullable<Date>;
  reason: Nullable<string>;
  declined_by: Nullable<'nanny' | 'system'>;
  cancelled_by: Nullable<'parent' | 'nanny'>;
  late: Generated<boolean>;
  reminded_at: Nullable<Date>;
  /** When an operator kept it while her certification was not active (migration 0033). */
  credential_kept_at: Nullable<Date>;
  actual_start_time: Nullable<string>;
  actual_end_time: Nullable<string>;
  actual_minutes: Nullable<number>;
  completed_at: Nullable<Date>;
  confirm_by: Nullable<Date>;
  confirmed_by: Nullable<'parent' | 'automatic' | 'operator'>;
  confirmed_at: Nullable<Date>;
  settle_note: Nullable<string>;
  /** The weekly series it was asked for in (migration 0039; null: asked for alone). */
  series_id: NullableText;
  /** The family's children this booking is for (migration 0031). */
  child_ids: ColumnType<string[], string | undefined, string>;
  /** The plan versions the nanny acknowledged, child id -> version. */
  plan_acknowledged: NullableJson<PlanVersions>;
  plan_acknowledged_at: Nullable<Date>;
  checked_in_at: Nullable<Date>;
  checked_out_at: Nullable<Date>;
  /** The 3-hour reminder went out (migration 0032). */
  soon_reminded_at: Nullable<Date>;
  /** The nanny's note at check-out, and when she wrote it. */
  session_note: NullableJson<SessionNote>;
  session_note_at: Nullable<Date>;
}

/** Who turned the 3-hour reminder off (no row: on). */
export interface ReminderSettingsTable {
  account_id: string;
  soon_reminder: boolean;
  changed_at: Date;
}

interface IncidentsTable {
  incident_id: string;
  booking_id: string;
  nanny_id: string;
  parent_id: string;
  reported_by: 'parent' | 'nanny';
  reporter_id: string;
  category: IncidentCategory;
  description: string;
  status: 'open' | 'significant' | 'not_significant';
  note: string | null;
  operator_id: string | null;
  reported_at: Date;
  decided_at: Date | null;
}

interface EarningsSessionsTable {
  booking_id: string;
  nanny_id: string;
  parent_id: string;
  nanny_name: string;
  parent_name: string;
  /** YYYY-MM-DD (dates are read as text). */
  date: string;
  start_time: string;
  end_time: string;
  starts_at: Date;
  actual_start_time: string | null;
  actual_end_time: string | null;
  confirmed: boolean;
  significant: boolean;
}

interface NannyEarningsProgressTable {
  nanny_id: string;
  clean_sessions: number;
  raised_since: Date | null;
}

interface LedgerLinesTable {
  line_id: string;
  booking_id: string;
  nanny_id: string;
  parent_id: string;
  kind: 'session' | 'late_cancellation';
  date: string;
  start_time: string;
  end_time: string;
  minutes: number;
  rate_cents: number;
  amount_cents: number;
  recorded_at: Date;
}

/** A parent's saved card: the provider's ids, brand, last 4 and expiry ("MM/YYYY"). */
export interface PaymentCardsTable {
  parent_id: string;
  customer_id: string;
  payment_method_id: string;
  brand: string;
  last4: string;
  expiry: string;
  saved_at: Date;
}

/** One charge (`{bookingId}-{purpose}`) as its last attempt left it, with transfer and refunds. */
export interface PaymentChargesTable {
  charge_id: string;
  booking_id: string;
  parent_id: string;
  nanny_id: string;
  purpose: 'session' | 'late_cancellation';
  /** pending: the provider is still processing the attempt (its webhook tells the end). */
  status: 'failed' | 'paid' | 'pending';
  attempt: number;
  retrying: boolean;
  failure: string | null;
  care_cents: number;
  fee_cents: number;
  tip_cents: number;
  total_cents: number;
  nanny_cents: number;
  refunded_cents: number;
  refunded_fee_cents: number;
  refunded_nanny_cents: number;
  provider_charge_id: string | null;
  charged_at: Date | null;
  failed_at: Date | null;
  paid_out_cents: number | null;
  provider_transfer_id: string | null;
  paid_out_at: Date | null;
  /** The newest dispute on a collected charge and its state, as the provider told it. */
  dispute_id: string | null;
  dispute_status: string | null;
  updated_at: Date;
}

/** A provider's webhook event handled once, by its id (a replayed delivery is skipped). */
export interface PaymentProviderEventsTable {
  event_id: string;
  type: string;
  handled_at: Date;
}

/** The day's comparison of the ledger with the gateway (UTC date), and what differed. */
export interface PaymentReconciliationsTable {
  date: string;
  checked_at: Date;
  ledger_count: number;
  gateway_count: number;
  differences: Json<ReconciliationDifferenceRow[]>;
}

/** One difference as the reconciliation stores it (see src/features/payments/reconciliation.ts). */
export interface ReconciliationDifferenceRow {
  kind: 'charge' | 'transfer' | 'refund';
  providerId: string;
  chargeId: string | null;
  ledgerCents: number | null;
  gatewayCents: number | null;
}

export interface PaymentRefundsTable {
  refund_id: string;
  charge_id: string;
  amount_cents: number;
  reason: string;
  /** Null for a refund made at the provider (its dashboard), not asked for here. */
  operator_id: string | null;
  status: 'pending' | 'refunded';
  fee_cents: number | null;
  nanny_cents: number | null;
  provider_refund_id: string | null;
  requested_at: Date;
  refunded_at: Date | null;
  /** Her share reversed for a refund made at the provider (TransferReversed), else null. */
  reversed_cents: number | null;
  provider_reversal_id: string | null;
}

/** A parent's request kept across the provider's card page (not in the event log). */
export interface BookingDraftsTable {
  draft_id: string;
  parent_id: string;
  nanny_id: string;
  /** Date, times, children and note: one JSON value encrypted under her data key. */
  sealed: string;
  created_at: Date;
  expires_at: Date;
}

export interface PayoutAccountsTable {
  nanny_id: string;
  account_id: string;
  payouts_enabled: boolean;
  updated_at: Date;
}

/** A parent's saved search; `search` is a DirectorySearch without its sort. */
interface SavedSearchesTable {
  search_id: string;
  parent_id: string;
  label: string;
  search: Json<SavedSearchFilters>;
  saved_at: Date;
}

export interface SavedSearchFilters {
  window: { date: string; start: string; end: string } | null;
  needs: string[];
  languages: string[];
  cpr: boolean;
  /** Absent on searches saved before the filter existed: false. */
  background?: boolean;
  /** Only her favourites; absent on searches saved before the filter existed: false. */
  favourites?: boolean;
}

/** A nanny a saved search found when she was approved; mailed_at once in a daily email. */
interface SavedSearchMatchesTable {
  search_id: string;
  nanny_id: string;
  parent_id: string;
  matched_at: Date;
  mailed_at: Nullable<Date>;
}

interface SearchAlertMailTable {
  parent_id: string;
  last_mailed_at: Date;
}

/** Messages (migration 0019): one conversation per parent–nanny pair. */
interface ConversationsTable {
  conversation_id: string;
  parent_id: string;
  nanny_id: string;
  contacts_shared: boolean;
  blocked_by_parent: boolean;
  blocked_by_nanny: boolean;
  last_message_id: NullableText;
  last_message_at: Nullable<Date>;
  last_activity_at: Date;
  parent_sent: number;
  nanny_sent: number;
  parent_read: number;
  nanny_read: number;
  parent_read_seq: number;
  nanny_read_seq: number;
  opened_at: Date;
}

interface ConversationBookingsTable {
  booking_id: string;
  conversation_id: string;
}

interface ConversationMessagesTable {
  message_id: string;
  conversation_id: string;
  seq: number;
  sender_id: string;
  text: string;
  sent_at: Date;
  parent_count: number;
  nanny_count: number;
}

interface MessageReportsTable {
  report_id: string;
  conversation_id: string;
  message_id: string;
  reporter_id: string;
  sender_id: string;
  reason: string;
  status: 'open' | 'dismissed' | 'warned' | 'suspended';
  reported_at: Date;
  operator_id: NullableText;
  decided_at: Nullable<Date>;
}

interface MessageMailTable {
  account_id: string;
  last_mailed_at: Date;
}

/** Who looked (migration 0020): who opened a nanny's document or a parent's considerations. */
interface AccessLogTable {
  id: Generated<number>;
  owner_id: string;
  viewer_id: string;
  viewer_role: Role;
  item: 'document' | 'special-considerations' | 'care-plan';
  detail: Generated<string>;
  accessed_at: Date;
}

/** Each child and her current care plan (migration 0031). */
export interface ChildrenTable {
  child_id: string;
  parent_id: string;
  name: string;
  age: number;
  position: number;
  plan: Json<CarePlan>;
  plan_version: number;
  added_at: Date;
  updated_at: Date;
}

export interface CarePlanVersionsTable {
  child_id: string;
  version: number;
  parent_id: string;
  plan: Json<CarePlan>;
  revised_at: Date;
}

/** The profile's fields from before care plans: the first child's general notes. */
export interface CarePlanFamiliesTable {
  parent_id: string;
  general_notes: Generated<string>;
  multiple_children: Generated<boolean>;
}

/** A session's reviews: when they are shown, and whether it has an incident (migration 0035). */
export interface ReviewSessionsTable {
  booking_id: string;
  nanny_id: string;
  parent_id: string;
  incident: boolean;
  window_ends_at: Nullable<Date>;
  revealed_at: Nullable<Date>;
}

/** A parent's review of her nanny, with her reply and the operators' decision. */
export interface NannyReviewsTable {
  booking_id: string;
  nanny_id: string;
  parent_id: string;
  overall: number;
  punctuality: number;
  communication: number;
  care_plan: number;
  engagement: number;
  would_book_again: boolean;
  comment: string;
  comment_masked: boolean;
  private_note: string;
  reviewed_at: Date;
  reply: Nullable<string>;
  reply_masked: Nullable<boolean>;
  replied_at: Nullable<Date>;
  decision: Nullable<'kept' | 'hidden'>;
  hide_reason: Nullable<HideReason>;
  decided_by: Nullable<string>;
  decided_at: Nullable<Date>;
}

/** A nanny's review of the family (operators only, in aggregate). */
export interface FamilyReviewsTable {
  booking_id: string;
  nanny_id: string;
  parent_id: string;
  respected_time: boolean;
  described_needs: boolean;
  private_note: string;
  reviewed_at: Date;
}

/** A parent's hearted nanny (migration 0036). */
export interface FavouriteNanniesTable {
  parent_id: string;
  nanny_id: string;
  added_at: Date;
}

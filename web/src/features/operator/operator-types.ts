// The shapes of the operator API (review queue, event log, replay and verify).

export type QueueStatus = 'pending' | 'approved' | 'rejected';

export interface OperatorDocument {
  /** A same-origin address operators may open. */
  url: string;
  contentType: string;
  uploadedAt: string;
  fileName: string | null;
}

export interface BackgroundCheckDocument extends OperatorDocument {
  status: 'pending' | 'verified' | 'rejected';
  rejectionReason: string | null;
}

/** Her CPR / First Aid card and its review ('none' until she uploads one). */
export interface CprFirstAidReview {
  document: OperatorDocument | null;
  status: 'none' | 'pending' | 'verified' | 'rejected';
  /** YYYY-MM-DD: the last day the verified card is valid. */
  validUntil: string | null;
  rejectionReason: string | null;
}

export interface OperatorNanny {
  id: string;
  fullName: string;
  email: string;
  bio: string;
  status: QueueStatus;
  rejectionReason: string | null;
  createdAt: string;
  profilePhoto: OperatorDocument | null;
  rbtCertification: OperatorDocument | null;
  photoId: OperatorDocument | null;
  backgroundCheck: BackgroundCheckDocument | null;
  cprFirstAid: CprFirstAidReview;
  /** What approval still needs, e.g. ['RBT certification', 'photo ID']; empty when approvable. */
  missingForApproval: string[];
}

export interface QueuePage {
  nannies: OperatorNanny[];
  nextCursor: string | null;
}

/** The review decisions; the reasoned ones carry the operator's reason. */
export type ReviewAction =
  | { kind: 'approve' }
  | { kind: 'reject'; reason: string }
  | { kind: 'withdraw' }
  | { kind: 'verify-background-check' }
  | { kind: 'reject-background-check'; reason: string }
  | { kind: 'verify-cpr-first-aid'; validUntil: string }
  | { kind: 'reject-cpr-first-aid'; reason: string };

/** A nanny's name, bio and photo: as parents see them (before) or as she wants them (after). */
export interface ProfileVersion {
  fullName: string;
  bio: string;
  photoUrl: string | null;
}

export type ChangedField = 'fullName' | 'bio' | 'photo';

/** An approved nanny's change waiting for review; changeId names the version shown. */
export interface ProfileChangeToReview {
  nannyId: string;
  changeId: string;
  email: string;
  submittedAt: string;
  changed: ChangedField[];
  before: ProfileVersion;
  after: ProfileVersion;
}

export interface ChangesToReviewList {
  changes: ProfileChangeToReview[];
  /** More changes wait than the list holds; they follow as these are decided. */
  more: boolean;
}

export type ChangeDecision = { kind: 'approve' } | { kind: 'reject'; reason: string };

export interface LogEvent {
  position: number;
  streamId: string;
  streamType: string;
  version: number;
  type: string;
  schemaVersion: number;
  data: unknown;
  metadata: Record<string, unknown> | null;
  recordedAt: string;
}

export interface EventPage {
  events: LogEvent[];
  nextAfter: number | null;
}

/** The event log's filters as typed: from and to are datetime-local values ("" when unset). */
export interface EventFilters {
  streamId: string;
  type: string;
  from: string;
  to: string;
}

export interface ReplayDifference {
  table: string;
  key: unknown;
  column: string;
  live: unknown;
  replayed: unknown;
}

export interface ReplayReport {
  equal: boolean;
  events: number;
  seconds: number;
  tables: string[];
  differences: ReplayDifference[];
  truncated: boolean;
}

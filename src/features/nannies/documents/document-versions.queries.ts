import type { Kysely, Selectable } from 'kysely';
import type { Database, NannyDocumentVersionsTable } from '../../../infra/db/schema.js';
import type {
  CredentialCheckEntry,
  DocumentHistory,
  DocumentHistoryKind,
  DocumentVersion,
} from '../../../shared/document-history.js';
import { accountFacts } from '../../accounts/accounts.reads.js';

type VersionRow = Selectable<NannyDocumentVersionsTable>;

/** One version's file, by the id in its URL; nothing outside this nanny's versions. */
const versionFileUrl = (nannyId: string, versionId: string) =>
  `/api/nannies/${nannyId}/document-versions/${versionId}`;

export function findDocumentVersion(
  db: Kysely<Database>,
  nannyId: string,
  versionId: string,
): Promise<VersionRow | undefined> {
  return db
    .selectFrom('nanny_document_versions')
    .selectAll()
    .where('nanny_id', '=', nannyId)
    .where('version_id', '=', versionId)
    .executeTakeFirst();
}

/** Every version of her documents, newest first within each kind. */
export async function documentHistory(
  db: Kysely<Database>,
  nannyId: string,
): Promise<DocumentHistory> {
  const rows = await db
    .selectFrom('nanny_document_versions')
    .selectAll()
    .where('nanny_id', '=', nannyId)
    .orderBy('kind')
    .orderBy('uploaded_at', 'desc')
    .orderBy('version_id')
    .execute();
  return { versions: rows.map(versionView), checks: await checkHistory(db, nannyId) };
}

/** Every check, lapse and catch-up of her RBT certification, newest first, with the operator. */
async function checkHistory(db: Kysely<Database>, nannyId: string) {
  const rows = await db
    .selectFrom('nanny_credential_history as h')
    .leftJoin(accountFacts().as('a'), 'a.id', 'h.operator_id')
    .select([
      'h.kind',
      'h.registry_status',
      'h.expires_on',
      'h.checked_on',
      'h.occasion',
      'h.recorded_at',
      'a.full_name',
    ])
    .where('h.nanny_id', '=', nannyId)
    .orderBy('h.stream_version', 'desc')
    .execute();
  return rows.map((row) => ({
    kind: row.kind,
    registryStatus: row.registry_status as CredentialCheckEntry['registryStatus'],
    expiresOn: row.expires_on,
    checkedOn: row.checked_on,
    occasion: row.occasion as CredentialCheckEntry['occasion'],
    operatorName: row.full_name,
    recordedAt: row.recorded_at.toISOString(),
  }));
}

const iso = (date: Date | null) => date && date.toISOString();

function versionView(row: VersionRow): DocumentVersion {
  return {
    versionId: row.version_id,
    kind: row.kind as DocumentHistoryKind,
    contentType: row.content_type,
    size: row.size,
    sha256: row.sha256,
    fileName: row.file_name,
    uploadedAt: row.uploaded_at.toISOString(),
    replacedAt: iso(row.replaced_at),
    decision: row.decision,
    decidedAt: iso(row.decided_at),
    deletedAt: iso(row.deleted_at),
    deletedReason: row.deleted_reason,
    url: row.deleted_at === null ? versionFileUrl(row.nanny_id, row.version_id) : null,
  };
}

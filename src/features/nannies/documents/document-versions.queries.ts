import type { Kysely, Selectable } from 'kysely';
import type { Database, NannyDocumentVersionsTable } from '../../../infra/db/schema.js';
import type {
  DocumentHistory,
  DocumentHistoryKind,
  DocumentVersion,
} from '../../../shared/document-history.js';

type VersionRow = Selectable<NannyDocumentVersionsTable>;

/** One version's file, by the id in its URL; nothing outside this nanny's versions. */
export const versionFileUrl = (nannyId: string, versionId: string) =>
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
  return { versions: rows.map(versionView) };
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

import type { Kysely } from 'kysely';
import type { Database } from '../../infra/db/schema.js';
import type { EventCatalog } from '../../infra/event-store/event-catalog.js';
import type { FileStorage } from '../../infra/storage/file-storage.js';
import { hashStored, loadStoredFiles } from './load-stored-files.js';
import { expectsBytes, referencedFiles } from './stored-files.js';

export interface StoredFileProblem {
  key: string;
  problem: 'missing' | 'different';
  expected: { sha256: string; size: number };
  /** What is stored instead (different only). */
  found?: { sha256: string; size: number };
}

export interface StoredFilesReport {
  checked: number;
  problems: StoredFileProblem[];
  /** Documents still under their pre-issue-19 fixed key: `npm run move-documents` moves them. */
  unmovedLegacy: number;
}

/**
 * `replay --verify --files`: every object the log still references (document versions not
 * recorded deleted, current photos) must exist with the recorded SHA-256 and size. Each object is
 * streamed through the hash, never held whole. Unreferenced objects are the sweeper's business.
 */
export async function verifyStoredFiles(
  db: Kysely<Database>,
  catalog: EventCatalog,
  storage: FileStorage,
): Promise<StoredFilesReport> {
  const files = await loadStoredFiles(db, catalog);
  const problems: StoredFileProblem[] = [];
  const referenced = referencedFiles(files);
  for (const [key, expected] of referenced) {
    const found = await hashStored(storage, key);
    if (found === undefined) problems.push({ key, problem: 'missing', expected });
    else if (found.sha256 !== expected.sha256 || found.size !== expected.size) {
      problems.push({ key, problem: 'different', expected, found });
    }
  }
  const unmovedLegacy = files.versions.filter((v) => v.uploadId === null && expectsBytes(v)).length;
  return { checked: referenced.size, problems, unmovedLegacy };
}

export function describeStoredFiles(report: StoredFilesReport): string {
  const lines = [
    `Checked ${report.checked} stored file(s) the log references: ` +
      (report.problems.length === 0
        ? 'every one is there with the recorded bytes.'
        : `${report.problems.length} missing or different:`),
    ...report.problems.map((p) =>
      p.problem === 'missing'
        ? `  ${p.key}: missing (recorded sha256 ${p.expected.sha256}, ${p.expected.size} bytes)`
        : `  ${p.key}: different bytes (recorded sha256 ${p.expected.sha256}, ${p.expected.size} bytes; ` +
          `stored sha256 ${p.found!.sha256}, ${p.found!.size} bytes)`,
    ),
  ];
  if (report.unmovedLegacy > 0) {
    lines.push(
      `${report.unmovedLegacy} document(s) still under their old fixed key: run npm run move-documents.`,
    );
  }
  return lines.join('\n');
}

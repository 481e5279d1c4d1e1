import { createHash, randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import type { FeatureDeps } from '../../infra/feature.js';
import { documentKey } from '../nannies/index.js';
import { recordDocumentMove } from './document-commands.js';
import { loadStoredFiles } from './load-stored-files.js';
import { expectsBytes, referencedFiles, type DocumentVersion } from './stored-files.js';

type MoveDeps = Pick<FeatureDeps, 'db' | 'eventStore' | 'storage' | 'clock'>;

export interface MoveReport {
  moved: number;
  /** Legacy versions whose bytes are gone from their fixed key: nothing to move. */
  missing: { nannyId: string; kind: string }[];
  /** Bytes under the fixed key that are not the ones recorded: left where they are. */
  different: { nannyId: string; kind: string }[];
  /** Fixed keys deleted after an earlier run moved their bytes but stopped before deleting. */
  cleanedUp: number;
}

/**
 * The one-off move (docs/document-storage.md): each legacy document version that can still have
 * bytes (the latest upload of a kind before versions were kept; earlier ones were written over) is
 * copied to a key of its own, recorded moved, and its fixed key deleted. Only bytes whose SHA-256
 * is the recorded one are moved. Safe to stop anywhere and run again: a copy not yet recorded is an
 * orphan the sweeper removes (the next run copies again), a moved version is never moved twice, and
 * a fixed key whose version was recorded moved is deleted by the next run.
 */
export async function moveLegacyDocuments(
  deps: MoveDeps,
  only?: { nannyId: string },
): Promise<MoveReport> {
  const files = await loadStoredFiles(deps.db, deps.eventStore.catalog);
  const mine = (v: DocumentVersion) => only === undefined || v.nannyId === only.nannyId;
  const report: MoveReport = { moved: 0, missing: [], different: [], cleanedUp: 0 };
  for (const v of files.versions) {
    if (!mine(v) || v.uploadId !== null || !expectsBytes(v)) continue;
    const where = { nannyId: v.nannyId, kind: v.kind };
    const stored = await deps.storage.get(v.storageKey);
    if (stored === undefined) {
      report.missing.push(where);
      continue;
    }
    const bytes = await buffer(stored.stream);
    if (createHash('sha256').update(bytes).digest('hex') !== v.sha256) {
      report.different.push(where);
      continue;
    }
    const uploadId = randomUUID();
    const storageKey = documentKey(v.nannyId, v.kind, uploadId);
    await deps.storage.put(storageKey, bytes, stored.contentType);
    const recorded = await recordDocumentMove(deps, {
      ...where,
      uploadId,
      fromKey: v.storageKey,
      storageKey,
      movedAt: deps.clock().toISOString(),
    });
    if (!recorded) {
      // A run alongside this one moved it first (and deletes the fixed key): ours is a spare copy.
      await deps.storage.delete(storageKey);
      continue;
    }
    await deps.storage.delete(v.storageKey);
    report.moved += 1;
  }
  // A run stopped between recording a move and deleting the fixed key left the old bytes.
  const referenced = referencedFiles(files);
  for (const v of files.versions) {
    if (!mine(v) || v.movedFrom === null || referenced.has(v.movedFrom)) continue;
    const left = await deps.storage.get(v.movedFrom);
    if (left === undefined) continue;
    left.stream.destroy();
    await deps.storage.delete(v.movedFrom);
    report.cleanedUp += 1;
  }
  return report;
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newId,
  photoUploaded,
  startDocumentsHarness,
  uploaded,
  type DocumentsHarness,
} from '../../../test/helpers/documents-harness.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { documentKey, legacyDocumentKey } from '../nannies/index.js';
import { applyDocumentRetention } from './document-retention.job.js';
import { eraseNannyFiles } from './nanny-erasure.js';
import { sweepOrphans } from './orphan-sweeper.job.js';

// docs/document-storage.md: the orphan sweeper, retention of replaced versions and erasure of a
// nanny's files, on each storage adapter (s3rver does not check request signatures: this proves our
// calls and behaviour, not S3 authentication) and, through the project, each database engine.

const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe.each(['local', 's3'] as const)(`stored files on %s storage, ${testEngine}`, (adapter) => {
  let h: DocumentsHarness;
  beforeAll(async () => {
    h = await startDocumentsHarness(adapter, { orphanGraceHours: 24, documentRetentionDays: 365 });
  });
  afterAll(() => h.close());

  it('sweeps what no event references once the grace period is over, and nothing else', async () => {
    const start = new Date();
    h.setNow(start);
    const nanny = newId();
    const parent = newId();
    // Stored, then the process died before the event was recorded.
    const orphan = documentKey(nanny, 'rbt-certification', newId());
    await h.put(orphan, 'never recorded');
    const strayPhoto = `nannyPhotos/${nanny}-${newId()}`;
    await h.put(strayPhoto, 'a replaced photo whose delete failed');
    const keptId = newId();
    const kept = documentKey(nanny, 'rbt-certification', keptId);
    const keptFile = await h.put(kept, 'recorded certificate');
    const goneId = newId();
    const gone = documentKey(nanny, 'photo-id', goneId);
    const goneFile = await h.put(gone, 'recorded, then recorded deleted');
    const photo = `nannyPhotos/${nanny}-${newId()}`;
    const photoFile = await h.put(photo, 'listed photo');
    const parentPhoto = `parentPhotos/${parent}`;
    const parentFile = await h.put(parentPhoto, 'parent photo');
    await h.append(`nanny-${nanny}`, [
      uploaded(nanny, 'rbt-certification', keptFile, start, { uploadId: keptId, storageKey: kept }),
      uploaded(nanny, 'photo-id', goneFile, start, { uploadId: goneId, storageKey: gone }),
      photoUploaded(nanny, photoFile, start, photo),
      {
        type: 'NannyDocumentVersionDeleted',
        data: {
          nannyId: nanny,
          kind: 'photo-id',
          uploadId: goneId,
          storageKey: gone,
          reason: 'retention',
          deletedAt: start.toISOString(),
        },
      },
    ]);
    await h.append(`parent-${parent}`, [
      {
        type: 'ParentPhotoUploaded',
        data: {
          parentId: parent,
          contentType: 'image/jpeg',
          ...parentFile,
          fileName: null,
          uploadedAt: start.toISOString(),
          storageKey: parentPhoto,
        },
      },
    ]);

    h.setNow(new Date(start.getTime() + 23 * HOUR));
    expect(await sweepOrphans(h.runtime)).toEqual([]);
    expect(await h.exists(orphan)).toBe(true);

    h.setNow(new Date(start.getTime() + 25 * HOUR));
    expect((await sweepOrphans(h.runtime)).sort()).toEqual([gone, orphan, strayPhoto].sort());
    for (const key of [orphan, strayPhoto, gone]) expect(await h.exists(key)).toBe(false);
    for (const key of [kept, photo, parentPhoto]) expect(await h.exists(key)).toBe(true);
    expect(await sweepOrphans(h.runtime)).toEqual([]);
  });

  it('deletes a replaced version a retention period after its replacement, never the current one', async () => {
    const replacedAt = new Date();
    h.setNow(replacedAt);
    const nanny = newId();
    const [oldId, newIdOf, cprId] = [newId(), newId(), newId()];
    const oldKey = documentKey(nanny, 'background-check', oldId);
    const newKey = documentKey(nanny, 'background-check', newIdOf);
    const cprKey = documentKey(nanny, 'cpr-first-aid', cprId);
    const oldFile = await h.put(oldKey, 'first check');
    const newFile = await h.put(newKey, 'second check');
    const cprFile = await h.put(cprKey, 'only card, uploaded long ago');
    const longAgo = new Date(replacedAt.getTime() - 900 * DAY);
    await h.append(`nanny-${nanny}`, [
      uploaded(nanny, 'cpr-first-aid', cprFile, longAgo, { uploadId: cprId, storageKey: cprKey }),
      uploaded(nanny, 'background-check', oldFile, longAgo, {
        uploadId: oldId,
        storageKey: oldKey,
      }),
      uploaded(nanny, 'background-check', newFile, replacedAt, {
        uploadId: newIdOf,
        storageKey: newKey,
      }),
    ]);

    h.setNow(new Date(replacedAt.getTime() + 364 * DAY));
    await applyDocumentRetention(h.runtime);
    expect(await h.eventsOf(nanny, 'NannyDocumentVersionDeleted')).toEqual([]);
    expect(await h.exists(oldKey)).toBe(true);

    const later = new Date(replacedAt.getTime() + 366 * DAY);
    h.setNow(later);
    await applyDocumentRetention(h.runtime);
    expect(await h.eventsOf(nanny, 'NannyDocumentVersionDeleted')).toEqual([
      {
        nannyId: nanny,
        kind: 'background-check',
        uploadId: oldId,
        storageKey: oldKey,
        reason: 'retention',
        deletedAt: later.toISOString(),
      },
    ]);
    expect(await h.exists(oldKey)).toBe(false);
    expect(await h.exists(newKey)).toBe(true);
    expect(await h.exists(cprKey)).toBe(true);
    // Already recorded: a second run records nothing more.
    await applyDocumentRetention(h.runtime);
    expect(await h.eventsOf(nanny, 'NannyDocumentVersionDeleted')).toHaveLength(1);
  });

  it('erases every file of one nanny, recording each version deleted, and nobody else’s', async () => {
    const at = new Date();
    h.setNow(at);
    const [nanny, other] = [newId(), newId()];
    const legacy = legacyDocumentKey('rbt-certification', nanny);
    const legacyFile = await h.put(legacy, 'certificate stored before versions were kept');
    const idId = newId();
    const idKey = documentKey(nanny, 'photo-id', idId);
    const idFile = await h.put(idKey, 'photo id');
    const photo = `nannyPhotos/${nanny}-${newId()}`;
    const photoFile = await h.put(photo, 'photo');
    const stray = documentKey(nanny, 'cpr-first-aid', newId());
    await h.put(stray, 'never recorded');
    const othersKey = documentKey(other, 'photo-id', newId());
    await h.put(othersKey, 'not hers');
    await h.append(`nanny-${nanny}`, [
      uploaded(nanny, 'rbt-certification', legacyFile, at),
      uploaded(nanny, 'photo-id', idFile, at, { uploadId: idId, storageKey: idKey }),
      photoUploaded(nanny, photoFile, at, photo),
    ]);

    await eraseNannyFiles(h.runtime, nanny);

    const deleted = await h.eventsOf(nanny, 'NannyDocumentVersionDeleted');
    expect(deleted.map((d) => [d.kind, d.reason]).sort()).toEqual([
      ['photo-id', 'erasure'],
      ['rbt-certification', 'erasure'],
    ]);
    expect(await h.eventsOf(nanny, 'NannyDocumentMoved')).toHaveLength(1);
    expect(await h.keysUnder(`nannyDocuments/${nanny}-`)).toEqual([]);
    expect(await h.keysUnder(`nannyPhotos/${nanny}-`)).toEqual([]);
    expect(await h.exists(legacy)).toBe(false);
    expect(await h.exists(othersKey)).toBe(true);
    // Again: nothing left to record.
    await eraseNannyFiles(h.runtime, nanny);
    expect(await h.eventsOf(nanny, 'NannyDocumentVersionDeleted')).toHaveLength(2);
  });
});

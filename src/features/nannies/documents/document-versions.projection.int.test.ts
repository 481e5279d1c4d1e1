import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../../../test/helpers/test-database.js';
import { startTestRuntime } from '../../../../test/helpers/test-runtime.js';
import type { NewEvent } from '../../../infra/event-store/event-types.js';
import { replayAndVerify } from '../../../infra/projections/replay-verify.js';
import type { Runtime } from '../../../runtime.js';
import { documentKey, legacyDocumentKey } from './document-keys.js';
import { nannyStreamId } from '../nannies.events.js';

// Document versions: the history of a nanny whose first certificates predate versions. The second
// legacy upload wrote over the first's fixed key; the move gives the survivor an id and a key; the
// retention job deletes it once replaced. Replay must rebuild exactly the same rows.

let runtime: Runtime;
const nannyId = randomUUID();
const moved = randomUUID();
const fresh = randomUUID();
const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 9, minute)).toISOString();
const legacyKey = legacyDocumentKey('rbt-certification', nannyId);
const movedKey = documentKey(nannyId, 'rbt-certification', moved);
const file = (minute: number, extra: object = {}): NewEvent => ({
  type: 'RbtCertificationUploaded',
  data: {
    nannyId,
    contentType: 'application/pdf',
    size: 100 + minute,
    sha256: String(minute % 10).repeat(64),
    fileName: `c${minute}.pdf`,
    uploadedAt: at(minute),
    ...extra,
  },
});

const registered: NewEvent = {
  type: 'NannyRegistered',
  data: {
    accountId: nannyId,
    firstName: 'Lena',
    lastName: 'Example',
    fullName: 'Lena Example',
    email: `${nannyId}@example.com`,
    signUpMethod: 'password',
    googleSubject: null,
    emailVerified: false,
    termsAcceptedAt: at(0),
    registeredAt: at(0),
  },
};
const stream = { id: nannyStreamId(nannyId), type: 'nanny' };
const certificateOfProfile = async () =>
  (
    await runtime.db
      .selectFrom('nanny_profiles')
      .select('rbt_certification')
      .where('nanny_id', '=', nannyId)
      .executeTakeFirst()
  )?.rbt_certification;

beforeAll(async () => {
  runtime = await startTestRuntime({ work: false });
  await runtime.eventStore.transact(async (tx) => {
    await tx.append({ id: `account-${nannyId}`, type: 'account' }, 0, [registered]);
    await tx.append(stream, 0, [
      file(1), // version 1: its bytes were written over by version 2
      file(2, { storageKey: legacyKey }), // version 2
      { type: 'NannyApproved', data: { nannyId, approvedAt: at(3) } },
      {
        type: 'NannyDocumentMoved',
        data: {
          nannyId,
          kind: 'rbt-certification',
          uploadId: moved,
          fromKey: legacyKey,
          storageKey: movedKey,
          movedAt: at(4),
        },
      },
    ]);
  });
  // Her profile's document now names the moved key.
  expect(await certificateOfProfile()).toMatchObject({ uploadId: moved, storageKey: movedKey });
  await runtime.eventStore.transact(async (tx) => {
    await tx.append(stream, 4, [
      file(5, { uploadId: fresh, storageKey: documentKey(nannyId, 'rbt-certification', fresh) }),
      {
        type: 'NannyDocumentVersionDeleted',
        data: {
          nannyId,
          kind: 'rbt-certification',
          uploadId: moved,
          storageKey: movedKey,
          reason: 'retention',
          deletedAt: at(6),
        },
      },
    ]);
  });
});
afterAll(() => runtime?.close());

describe(`document versions projection on ${testEngine}`, () => {
  it('keeps legacy, moved, replaced and deleted versions, and replays to the same rows', async () => {
    const rows = await runtime.db
      .selectFrom('nanny_document_versions')
      .select(['version_id', 'upload_id', 'storage_key', 'decision', 'deleted_reason'])
      .select((eb) => eb('replaced_at', 'is not', null).as('replaced'))
      .where('nanny_id', '=', nannyId)
      .orderBy('uploaded_at')
      .execute();
    expect(rows).toEqual([
      {
        version_id: 'legacy-1',
        upload_id: null,
        storage_key: legacyKey,
        decision: null,
        deleted_reason: 'overwritten',
        replaced: true,
      },
      {
        version_id: 'legacy-2',
        upload_id: moved,
        storage_key: movedKey,
        decision: 'approved',
        deleted_reason: 'retention',
        replaced: true,
      },
      {
        version_id: fresh,
        upload_id: fresh,
        storage_key: documentKey(nannyId, 'rbt-certification', fresh),
        decision: null,
        deleted_reason: null,
        replaced: false,
      },
    ]);
    // Her current document is the new version; the moved key reached her profile meanwhile.
    expect(await certificateOfProfile()).toMatchObject({ uploadId: fresh });

    const report = await replayAndVerify(runtime.db, runtime.catalog, runtime.projections, {});
    expect(report.tables).toContain('nanny_document_versions');
    expect(report).toMatchObject({ equal: true, differences: [] });
  });
});

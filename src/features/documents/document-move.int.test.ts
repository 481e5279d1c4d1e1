import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newId,
  startDocumentsHarness,
  uploaded,
  type DocumentsHarness,
} from '../../../test/helpers/documents-harness.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { hashStored } from './load-stored-files.js';
import { documentKey, legacyDocumentKey } from '../nannies/index.js';
import { moveLegacyDocuments } from './document-move.js';

// The one-off move of documents stored under their kind's fixed key, on each
// storage adapter (s3rver does not check request signatures) and each engine.

describe.each(['local', 's3'] as const)(
  `moving legacy documents on %s storage, ${testEngine}`,
  (adapter) => {
    let h: DocumentsHarness;
    beforeAll(async () => {
      h = await startDocumentsHarness(adapter);
    });
    afterAll(() => h.close());

    it('moves the bytes that match, once, and leaves the rest', async () => {
      const at = new Date();
      h.setNow(at);
      const nanny = newId();
      const rbtKey = legacyDocumentKey('rbt-certification', nanny);
      const first = { sha256: 'a'.repeat(64), size: 3 }; // written over by the second upload
      const rbt = await h.put(rbtKey, 'latest certificate');
      const photoIdKey = legacyDocumentKey('photo-id', nanny);
      const recordedId = await h.put(photoIdKey, 'what was recorded');
      await h.put(photoIdKey, 'bytes changed since');
      await h.append(`nanny-${nanny}`, [
        uploaded(nanny, 'rbt-certification', first, at),
        uploaded(nanny, 'rbt-certification', rbt, at),
        uploaded(nanny, 'photo-id', recordedId, at),
        uploaded(nanny, 'background-check', { sha256: 'b'.repeat(64), size: 9 }, at),
      ]);

      const report = await moveLegacyDocuments(h.runtime, { nannyId: nanny });
      expect(report).toEqual({
        moved: 1,
        missing: [{ nannyId: nanny, kind: 'background-check' }],
        different: [{ nannyId: nanny, kind: 'photo-id' }],
        cleanedUp: 0,
      });
      const moves = await h.eventsOf(nanny, 'NannyDocumentMoved');
      expect(moves).toEqual([
        {
          nannyId: nanny,
          kind: 'rbt-certification',
          uploadId: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
          fromKey: rbtKey,
          storageKey: documentKey(nanny, 'rbt-certification', moves[0]!.uploadId as string),
          movedAt: at.toISOString(),
        },
      ]);
      expect(await hashStored(h.storage, moves[0]!.storageKey as string)).toEqual(rbt);
      expect(await h.exists(rbtKey)).toBe(false);
      expect(await h.exists(photoIdKey)).toBe(true);

      // A second run does nothing.
      const again = await moveLegacyDocuments(h.runtime, { nannyId: nanny });
      expect(again.moved).toBe(0);
      expect(await h.eventsOf(nanny, 'NannyDocumentMoved')).toHaveLength(1);
    });

    it('moves a document once when two runs go at the same time', async () => {
      const at = new Date();
      h.setNow(at);
      const nanny = newId();
      const fixed = legacyDocumentKey('photo-id', nanny);
      const file = await h.put(fixed, 'photo id');
      await h.append(`nanny-${nanny}`, [uploaded(nanny, 'photo-id', file, at)]);
      await Promise.all([
        moveLegacyDocuments(h.runtime, { nannyId: nanny }),
        moveLegacyDocuments(h.runtime, { nannyId: nanny }),
      ]);
      const moves = await h.eventsOf(nanny, 'NannyDocumentMoved');
      expect(moves).toHaveLength(1);
      expect(await h.keysUnder(`nannyDocuments/${nanny}-`)).toEqual([moves[0]!.storageKey]);
      expect(await h.exists(fixed)).toBe(false);
    });

    it('finishes a run that stopped after recording a move, before deleting the fixed key', async () => {
      const at = new Date();
      h.setNow(at);
      const nanny = newId();
      const fixed = legacyDocumentKey('cpr-first-aid', nanny);
      const card = await h.put(fixed, 'card');
      const uploadId = newId();
      const copy = documentKey(nanny, 'cpr-first-aid', uploadId);
      await h.put(copy, 'card');
      await h.append(`nanny-${nanny}`, [
        uploaded(nanny, 'cpr-first-aid', card, at),
        {
          type: 'NannyDocumentMoved',
          data: {
            nannyId: nanny,
            kind: 'cpr-first-aid',
            uploadId,
            fromKey: fixed,
            storageKey: copy,
            movedAt: at.toISOString(),
          },
        },
      ]);
      const report = await moveLegacyDocuments(h.runtime, { nannyId: nanny });
      expect(report).toMatchObject({ moved: 0, cleanedUp: 1 });
      expect(await h.exists(fixed)).toBe(false);
      expect(await h.exists(copy)).toBe(true);
      expect(await h.eventsOf(nanny, 'NannyDocumentMoved')).toHaveLength(1);
    });
  },
);

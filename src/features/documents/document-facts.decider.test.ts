import { describe, it } from 'vitest';
import { deciderSpec } from '../../../test/helpers/decider-spec.js';
import { nannyStreamId } from '../nannies/index.js';
import { documentFactsDecider } from './document-facts.decider.js';

const N = '00000000-0000-4000-8000-00000000000a';
const spec = deciderSpec(documentFactsDecider, nannyStreamId(N));
const deleted = (uploadId: string) => ({
  nannyId: N,
  kind: 'photo-id' as const,
  uploadId,
  storageKey: `nannyDocuments/${N}-photo-id-${uploadId}`,
  reason: 'retention' as const,
  deletedAt: '2027-01-01T00:00:00Z',
});
const moved = (uploadId: string) => ({
  nannyId: N,
  kind: 'rbt-certification' as const,
  uploadId,
  fromKey: `rbtCertifications/${N}`,
  storageKey: `nannyDocuments/${N}-rbt-certification-${uploadId}`,
  movedAt: '2027-01-01T00:00:00Z',
});
const at = '2027-01-01T00:00:00Z';
/** The job's command recording a version it deleted, and the fact the stream then holds. */
const recordDeleted = (uploadId: string) => ({
  type: 'RecordDocumentVersionDeleted' as const,
  nannyId: N,
  data: deleted(uploadId),
  at,
});
const versionDeleted = (uploadId: string) => ({
  type: 'NannyDocumentVersionDeleted' as const,
  data: deleted(uploadId),
});

describe('document facts', () => {
  it('records a version deleted', () =>
    spec
      .given([])
      .when(recordDeleted('u1'))
      .then([versionDeleted('u1')]));

  it('records a version deleted only once', () =>
    spec
      .given([versionDeleted('u1')])
      .when(recordDeleted('u1'))
      .then([]));

  it('still records another version deleted', () =>
    spec
      .given([versionDeleted('u1')])
      .when(recordDeleted('u2'))
      .then([versionDeleted('u2')]));

  it('records a fixed key moved only once, whatever new id a second run chose', () =>
    spec
      .given([{ type: 'NannyDocumentMoved', data: moved('m1') }])
      .when({ type: 'RecordDocumentMove', nannyId: N, data: moved('m2'), at })
      .then([]));

  it('refuses a fact about another nanny on this stream', () =>
    spec
      .given([])
      .when({
        type: 'RecordDocumentMove',
        nannyId: '00000000-0000-4000-8000-00000000000b',
        data: moved('m1'),
        at,
      })
      .thenThrows(Error));
});

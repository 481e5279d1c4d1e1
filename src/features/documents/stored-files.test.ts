import { describe, expect, it } from 'vitest';
import { documentKey } from '../nannies/index.js';
import { foldStoredFiles, referencedFiles } from './stored-files.js';

const N = '00000000-0000-4000-8000-00000000000a';
const P = '00000000-0000-4000-8000-00000000000b';
const hash = (c: string) => c.repeat(64);
const file = (sha: string, at: string, extra: object = {}) => ({
  nannyId: N,
  contentType: 'application/pdf',
  size: 10,
  sha256: hash(sha),
  fileName: null,
  uploadedAt: at,
  ...extra,
});
const rbt = (sha: string, at: string, extra: object = {}) => ({
  type: 'RbtCertificationUploaded',
  data: file(sha, at, extra),
});
const photo = (key: string, sha: string) => ({
  contentType: 'image/jpeg',
  size: 5,
  sha256: hash(sha),
  fileName: null,
  uploadedAt: '2026-01-01T00:00:00Z',
  storageKey: key,
});
const change = (type: string, p: object | null, extra: object = {}) => ({
  type,
  data: { nannyId: N, changeId: 'c', fullName: 'A', bio: 'b', photo: p, ...extra },
});

describe('document versions', () => {
  it('maps an upload recorded before versions were kept to its kind’s fixed key', () => {
    const { versions } = foldStoredFiles([rbt('a', 't1')]);
    expect(versions).toEqual([
      {
        nannyId: N,
        kind: 'rbt-certification',
        uploadId: null,
        storageKey: `rbtCertifications/${N}`,
        sha256: hash('a'),
        size: 10,
        uploadedAt: 't1',
        replacedAt: null,
        deletedAt: null,
        overwritten: false,
        movedFrom: null,
      },
    ]);
  });

  it('gives each upload with an id its own key and marks the one it replaced', () => {
    const key = documentKey(N, 'rbt-certification', 'u2');
    const { versions } = foldStoredFiles([
      rbt('a', 't1'),
      rbt('b', 't2', { uploadId: 'u2', storageKey: key }),
    ]);
    expect(versions.map((v) => [v.uploadId, v.storageKey, v.replacedAt, v.overwritten])).toEqual([
      [null, `rbtCertifications/${N}`, 't2', false],
      ['u2', key, null, false],
    ]);
  });

  it('knows only the latest legacy version of a kind can still have bytes', () => {
    const { versions } = foldStoredFiles([rbt('a', 't1'), rbt('b', 't2'), rbt('c', 't3')]);
    expect(versions.map((v) => [v.sha256[0], v.overwritten, v.replacedAt])).toEqual([
      ['a', true, 't2'],
      ['b', true, 't3'],
      ['c', false, null],
    ]);
  });

  it('keeps the kinds apart', () => {
    const { versions } = foldStoredFiles([
      rbt('a', 't1'),
      { type: 'PhotoIdUploaded', data: file('b', 't2') },
    ]);
    expect(versions.map((v) => [v.kind, v.storageKey, v.replacedAt])).toEqual([
      ['rbt-certification', `rbtCertifications/${N}`, null],
      ['photo-id', `photoIds/${N}`, null],
    ]);
  });

  it('moves the latest legacy version to its new key and id', () => {
    const to = documentKey(N, 'rbt-certification', 'm1');
    const { versions } = foldStoredFiles([
      rbt('a', 't1'),
      rbt('b', 't2'),
      rbt('c', 't3', { uploadId: 'u3', storageKey: documentKey(N, 'rbt-certification', 'u3') }),
      {
        type: 'NannyDocumentMoved',
        data: {
          nannyId: N,
          kind: 'rbt-certification',
          uploadId: 'm1',
          fromKey: `rbtCertifications/${N}`,
          storageKey: to,
          movedAt: 't4',
        },
      },
    ]);
    expect(versions.map((v) => [v.sha256[0], v.uploadId, v.storageKey])).toEqual([
      ['a', null, `rbtCertifications/${N}`],
      ['b', 'm1', to],
      ['c', 'u3', documentKey(N, 'rbt-certification', 'u3')],
    ]);
    expect(versions[1]!.replacedAt).toBe('t3');
    expect(versions[1]!.movedFrom).toBe(`rbtCertifications/${N}`);
  });

  it('marks a version recorded deleted, and it references its key no more', () => {
    const key = documentKey(N, 'rbt-certification', 'u1');
    const files = foldStoredFiles([
      rbt('a', 't1', { uploadId: 'u1', storageKey: key }),
      rbt('b', 't2', { uploadId: 'u2', storageKey: documentKey(N, 'rbt-certification', 'u2') }),
      {
        type: 'NannyDocumentVersionDeleted',
        data: {
          nannyId: N,
          kind: 'rbt-certification',
          uploadId: 'u1',
          storageKey: key,
          reason: 'retention',
          deletedAt: 't9',
        },
      },
    ]);
    expect(files.versions[0]!.deletedAt).toBe('t9');
    expect(files.versions[1]!.deletedAt).toBeNull();
    expect([...referencedFiles(files).keys()]).toEqual([documentKey(N, 'rbt-certification', 'u2')]);
  });
});

describe('photos still referenced', () => {
  it('follows a nanny’s listed photo and the one waiting for review', () => {
    const files = foldStoredFiles([
      { type: 'ProfilePhotoUploaded', data: { nannyId: N, ...photo('nannyPhotos/n-1', '1') } },
      change('NannyProfileChangeSubmitted', photo('nannyPhotos/n-2', '2'), { submittedAt: 't' }),
    ]);
    expect(files.photos.map((p) => [p.role, p.storageKey])).toEqual([
      ['listed', 'nannyPhotos/n-1'],
      ['pending', 'nannyPhotos/n-2'],
    ]);
  });

  it('lists the approved photo and forgets the one it replaced', () => {
    const files = foldStoredFiles([
      { type: 'ProfilePhotoUploaded', data: { nannyId: N, ...photo('nannyPhotos/n-1', '1') } },
      change('NannyProfileChangeSubmitted', photo('nannyPhotos/n-2', '2'), { submittedAt: 't' }),
      change('NannyProfileChangeApproved', photo('nannyPhotos/n-2', '2'), { approvedAt: 't' }),
    ]);
    expect([...referencedFiles(files).keys()]).toEqual(['nannyPhotos/n-2']);
  });

  it('forgets a rejected photo and keeps the listed one', () => {
    const files = foldStoredFiles([
      { type: 'ProfilePhotoUploaded', data: { nannyId: N, ...photo('nannyPhotos/n-1', '1') } },
      change('NannyProfileChangeSubmitted', photo('nannyPhotos/n-2', '2'), { submittedAt: 't' }),
      { type: 'NannyProfileChangeRejected', data: { nannyId: N, changeId: 'c', reason: 'r' } },
    ]);
    expect([...referencedFiles(files).keys()]).toEqual(['nannyPhotos/n-1']);
  });

  it('keeps a parent’s latest photo, under the old shared key when none was recorded', () => {
    const parentPhoto = (extra: object) => ({
      type: 'ParentPhotoUploaded',
      data: { parentId: P, ...photo('x', '3'), storageKey: undefined, ...extra },
    });
    expect([...referencedFiles(foldStoredFiles([parentPhoto({})])).keys()]).toEqual([
      `profilePics/${P}`,
    ]);
    const files = foldStoredFiles([
      parentPhoto({}),
      parentPhoto({ storageKey: `parentPhotos/${P}` }),
    ]);
    expect([...referencedFiles(files).entries()]).toEqual([
      [`parentPhotos/${P}`, { sha256: hash('3'), size: 5 }],
    ]);
  });
});

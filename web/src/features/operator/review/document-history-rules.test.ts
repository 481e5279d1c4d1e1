import { describe, expect, it } from 'vitest';
import type { DocumentVersion } from '@shared/document-history';
import { formatSize, shortSha, versionMarkers } from './document-history-rules';

const version: DocumentVersion = {
  versionId: 'u1',
  kind: 'rbt-certification',
  contentType: 'application/pdf',
  size: 2048,
  sha256: 'ab'.repeat(32),
  fileName: 'cert.pdf',
  uploadedAt: '2026-11-25T12:00:00.000Z',
  replacedAt: null,
  decision: null,
  decidedAt: null,
  deletedAt: null,
  deletedReason: null,
  url: '/x',
};

describe('document history wording', () => {
  it('shortens the SHA-256 to 12 characters and sizes files in B, KB, MB', () => {
    expect(shortSha(version.sha256)).toBe('abababababab');
    expect([formatSize(900), formatSize(2048), formatSize(3 * 1024 * 1024)]).toEqual([
      '900 B',
      '2.0 KB',
      '3.0 MB',
    ]);
  });

  it('marks the current version, the approved one, and deleted ones with why', () => {
    expect(versionMarkers(version)).toEqual(['Current']);
    expect(
      versionMarkers({
        ...version,
        replacedAt: '2026-11-26T00:00:00.000Z',
        decision: 'approved',
        deletedAt: '2027-01-01T00:00:00.000Z',
        deletedReason: 'retention',
      }),
    ).toEqual(['Approved', 'Deleted (past retention)']);
  });
});

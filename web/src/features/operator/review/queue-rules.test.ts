import { describe, expect, it } from 'vitest';
import type { OperatorNanny } from './review-types';
import { missingText, settle } from './queue-rules';

const nanny = (id: string, overrides: Partial<OperatorNanny> = {}): OperatorNanny => ({
  id,
  fullName: `Nanny ${id}`,
  email: `${id}@example.com`,
  bio: '',
  status: 'pending',
  rejectionReason: null,
  createdAt: '2026-01-01T00:00:00Z',
  profilePhoto: null,
  rbtCertification: null,
  photoId: null,
  backgroundCheck: null,
  cprFirstAid: { document: null, status: 'none', validUntil: null, rejectionReason: null },
  missingForApproval: [],
  ...overrides,
});

describe('missing for approval', () => {
  it('lists what is missing in the order given', () => {
    expect(missingText(['RBT certification', 'photo ID'])).toBe(
      'Missing: RBT certification, photo ID',
    );
  });

  it('says nothing when she can be approved', () => {
    expect(missingText([])).toBeNull();
  });
});

describe('settle', () => {
  const list = [nanny('a'), nanny('b'), nanny('c')];

  it('replaces the row when her status still matches the filter', () => {
    const updated = nanny('b', { bio: 'new' });
    expect(settle(list, updated, 'pending').map((n) => n.bio)).toEqual(['', 'new', '']);
  });

  it('drops the row when her status no longer matches', () => {
    const approved = nanny('b', { status: 'approved' });
    expect(settle(list, approved, 'pending').map((n) => n.id)).toEqual(['a', 'c']);
  });
});

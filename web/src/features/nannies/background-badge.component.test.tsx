import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BackgroundBadge } from './background-badge';

const check = {
  url: '/api/nanny/documents/background-check',
  contentType: 'application/pdf',
  uploadedAt: '2026-11-21T17:00:00.000Z',
  fileName: 'check.pdf',
  status: 'verified' as const,
  rejectionReason: null,
  validUntil: '2027-11-20',
  expired: false,
};

// A verified background check counts 12 months (the shared "valid until" rule), then reads expired.
describe("the nanny's background check badge", () => {
  it('shows verified with its last valid day while it counts', () => {
    render(<BackgroundBadge check={check} />);
    expect(screen.getByText('Background Verified')).toBeDefined();
    expect(screen.getByText(/^Valid until .*2027/)).toBeDefined();
    expect(screen.queryByText('Background check expired')).toBeNull();
  });

  it('reads "Background check expired" after that day, also beside a new upload waiting', () => {
    const { unmount } = render(<BackgroundBadge check={{ ...check, expired: true }} />);
    expect(screen.getByText('Background check expired')).toBeDefined();
    expect(screen.queryByText('Background Verified')).toBeNull();
    unmount();
    render(<BackgroundBadge check={{ ...check, status: 'pending', expired: true }} />);
    expect(screen.getByText('Background Check Pending')).toBeDefined();
    expect(screen.getByText('Background check expired')).toBeDefined();
  });
});

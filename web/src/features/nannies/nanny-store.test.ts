import { beforeEach, describe, expect, it } from 'vitest';
import { useNannyStore } from './nanny-store';
import { nannyProfile } from '../../testing/fixtures';

const profile = nannyProfile({
  id: 'n1',
  bio: 'Six years.',
  backgroundCheck: {
    url: '/api/nanny/documents/background-check',
    contentType: 'application/pdf',
    uploadedAt: '2026-01-01T00:00:00.000Z',
    fileName: 'check.pdf',
    status: 'pending',
    rejectionReason: null,
    validUntil: null,
    expired: false,
  },
});

const shown = () => useNannyStore.getState().profile;

describe('live changes to the nanny shown', () => {
  beforeEach(() => useNannyStore.setState({ profile, load: 'ready' }));

  it('changes her approval badge, with the reason of a rejection', () => {
    useNannyStore.getState().applyStatus('n1', 'approved', null);
    expect(shown()?.status).toBe('approved');
    useNannyStore.getState().applyStatus('n1', 'rejected', 'Photo ID unreadable');
    expect(shown()).toMatchObject({ status: 'rejected', rejectionReason: 'Photo ID unreadable' });
    expect(shown()?.bio).toBe('Six years.');
  });

  it('changes her background check, keeping its document', () => {
    useNannyStore.getState().applyBackgroundCheck('n1', 'rejected', 'Expired');
    expect(shown()?.backgroundCheck).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Expired',
      fileName: 'check.pdf',
    });
  });

  it('ignores news about another nanny, or before her profile has loaded', () => {
    useNannyStore.getState().applyStatus('n2', 'approved', null);
    useNannyStore.getState().applyBackgroundCheck('n2', 'verified', null);
    expect(shown()).toBe(profile);
    useNannyStore.setState({ profile: null, load: 'loading' });
    useNannyStore.getState().applyStatus('n1', 'approved', null);
    expect(shown()).toBeNull();
  });

  it('ignores a background-check decision when she has no check uploaded', () => {
    const withoutCheck = { ...profile, backgroundCheck: null };
    useNannyStore.setState({ profile: withoutCheck });
    useNannyStore.getState().applyBackgroundCheck('n1', 'verified', null);
    expect(shown()).toBe(withoutCheck);
  });
});

import { deciderSpec } from './decider-spec.js';
import { nannyDecider, nannyStreamId, type NannyEvent } from '../../src/features/nannies/index.js';

/**
 * Givens for the nanny decider's rule tests: nanny n1, Nora, whose every fact is recorded at
 * noon UTC on 2026-11-21.
 */
export const nannyId = 'n1';
export const at = '2026-11-21T12:00:00.000Z';

export const nannySpec = deciderSpec(nannyDecider, nannyStreamId(nannyId));

/** A document's facts as its upload event records them: a 9-byte PDF she gave no name. */
export const pdfFile = {
  contentType: 'application/pdf',
  size: 9,
  sha256: 'c'.repeat(64),
  fileName: null,
  uploadedAt: at,
};

export const agreed: NannyEvent = {
  type: 'PaymentPolicyAgreed',
  data: { nannyId, policyVersion: '2025-03', agreedAt: at },
};
export const photo: NannyEvent = { type: 'ProfilePhotoUploaded', data: { nannyId, ...pdfFile } };
export const profile: NannyEvent = {
  type: 'NannyProfileUpdated',
  data: { nannyId, fullName: 'Nora', bio: 'Bio', updatedAt: at },
};
export const certificate: NannyEvent = {
  type: 'RbtCertificationUploaded',
  data: { nannyId, ...pdfFile },
};
export const photoId: NannyEvent = { type: 'PhotoIdUploaded', data: { nannyId, ...pdfFile } };

/** Everything approval needs: agreement, photo, name and bio, certificate, photo ID. */
export const readyForApproval: NannyEvent[] = [agreed, photo, profile, certificate, photoId];

export const approved: NannyEvent = { type: 'NannyApproved', data: { nannyId, approvedAt: at } };

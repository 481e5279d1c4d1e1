import { describe, expect, it } from 'vitest';
import {
  describeFileRules,
  documentFileRules,
  fileProblem,
  photoFileRules,
} from './upload-rules.js';

const MB = 1024 * 1024;

describe('files refused before upload', () => {
  it('takes photos as JPEG, PNG or WebP up to 5 MB', () => {
    expect(fileProblem(photoFileRules, { size: 5 * MB, type: 'image/webp' })).toBeNull();
    expect(fileProblem(photoFileRules, { size: 5 * MB + 1, type: 'image/png' })).toMatch(/5 MB/);
    expect(fileProblem(photoFileRules, { size: 100, type: 'application/pdf' })).toMatch(
      /JPEG, PNG or WebP/,
    );
    expect(describeFileRules(photoFileRules)).toBe('JPEG, PNG or WebP, up to 5 MB.');
  });

  it('takes documents as PDF, JPEG or PNG up to 10 MB', () => {
    const rules = documentFileRules;
    expect(fileProblem(rules, { size: 10 * MB, type: 'application/pdf' })).toBeNull();
    expect(fileProblem(rules, { size: 10 * MB + 1, type: 'image/jpeg' })).toMatch(/10 MB/);
    expect(fileProblem(rules, { size: 100, type: 'image/webp' })).toMatch(/PDF/);
  });

  it('leaves a file of unknown type to the server, but refuses an empty one', () => {
    expect(fileProblem(documentFileRules, { size: 100, type: '' })).toBeNull();
    expect(fileProblem(documentFileRules, { size: 0, type: 'application/pdf' })).not.toBeNull();
  });
});

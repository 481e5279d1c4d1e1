import { describe, expect, it } from 'vitest';
import { initialsOf } from './avatar';

describe('initials on a picture placeholder', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('nora  de la Quinn')).toBe('NQ');
    expect(initialsOf('Cher')).toBe('C');
    expect(initialsOf('   ')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { firstHiddenCharactersProblem, hiddenCharactersProblem } from './plain-text.js';

const BIDI_AND_MARKS = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200E',
  '\u200F',
  '\u061C',
];
const CONTROLS = ['\u0000', '\u0007', '\u001B', '\u007F', '\u0085', '\u009F'];
const message = (label: string) =>
  `${label} contains hidden control or text-direction characters. Please remove them.`;

describe('security item 10: names and bios refuse hidden control and text-direction characters', () => {
  it('security item 10: refuses every bidirectional control and mark, in a line and in a text', () => {
    for (const character of BIDI_AND_MARKS) {
      expect(hiddenCharactersProblem('Name', `Nora${character}Smith`, 'line')).toBe(
        message('Name'),
      );
      expect(hiddenCharactersProblem('Bio', `I care${character} for kids`, 'text')).toBe(
        message('Bio'),
      );
    }
  });

  it('security item 10: refuses control characters, line breaks in a one-line field', () => {
    for (const character of [...CONTROLS, '\n', '\r', '\t', '\u2028', '\uFEFF']) {
      expect(hiddenCharactersProblem('First name', `A${character}B`, 'line')).toBe(
        message('First name'),
      );
    }
    for (const character of CONTROLS) {
      expect(hiddenCharactersProblem('Bio', `A${character}B`, 'text')).toBe(message('Bio'));
    }
  });

  it('security item 10: keeps plain text in any script, line breaks in a text, and emoji', () => {
    const plain = ['Nora Smith', "Zoë O'Brien-Núñez", 'نورا', 'נורה', '王芳', 'Anne-Marie 👩‍👧'];
    for (const value of plain) expect(hiddenCharactersProblem('Name', value, 'line')).toBeNull();
    expect(hiddenCharactersProblem('Bio', 'Line one\nLine two\r\n\tIndented', 'text')).toBeNull();
  });

  it('security item 10: names the first field with a problem', () => {
    expect(
      firstHiddenCharactersProblem([
        ['First name', 'Nora', 'line'],
        ['Last name', 'Sm\u202Eith', 'line'],
        ['Bio', '\u0000', 'text'],
      ]),
    ).toBe(message('Last name'));
    expect(firstHiddenCharactersProblem([['First name', 'Nora', 'line']])).toBeNull();
  });
});

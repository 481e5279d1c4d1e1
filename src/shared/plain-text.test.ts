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

describe('security item 13: names refuse zero-width and other format characters', () => {
  const ZERO_WIDTH_AND_FORMAT = [
    '\u200B', // zero-width space
    '\u200C', // zero-width non-joiner
    '\u200D', // zero-width joiner, outside an emoji sequence
    '\u2060', // word joiner
    '\u2061', // invisible function application
    '\u2064', // invisible plus
    '\u00AD', // soft hyphen
    '\u180E', // Mongolian vowel separator
    '\u{E0041}', // tag letter A (invisible text)
  ];

  it('security item 13: refuses each in a one-line field', () => {
    for (const character of ZERO_WIDTH_AND_FORMAT) {
      expect(hiddenCharactersProblem('Full name', `Nora${character}Smith`, 'line')).toBe(
        message('Full name'),
      );
    }
  });

  it('security item 13: keeps the joiner inside an emoji, and names in any script', () => {
    for (const name of ['Anne-Marie 👩‍👧', 'Sam 👨🏽‍💻', 'Zoë Núñez', 'نورا', '王芳']) {
      expect(hiddenCharactersProblem('Full name', name, 'line')).toBeNull();
    }
    expect(hiddenCharactersProblem('Full name', 'Anne👩\u200D', 'line')).toBe(message('Full name'));
  });
});

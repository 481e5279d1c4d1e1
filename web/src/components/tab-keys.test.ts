import { describe, expect, it } from 'vitest';
import { phoneTabColumns, tabIndexForKey } from './tab-keys';

describe('moving between tabs with the keyboard', () => {
  it('wraps around with the arrows and jumps with Home and End', () => {
    expect(tabIndexForKey('ArrowRight', 4, 5)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 0, 5)).toBe(4);
    expect(tabIndexForKey('ArrowRight', 1, 5)).toBe(2);
    expect(tabIndexForKey('Home', 3, 5)).toBe(0);
    expect(tabIndexForKey('End', 0, 5)).toBe(4);
    expect(tabIndexForKey('Enter', 0, 5)).toBeNull();
  });
});

describe('tabs on a phone', () => {
  it('sit in two even rows, never more than three across', () => {
    expect(phoneTabColumns(4)).toBe(2);
    expect(phoneTabColumns(5)).toBe(3);
    expect(phoneTabColumns(7)).toBe(3);
    expect(phoneTabColumns(1)).toBe(1);
  });
});

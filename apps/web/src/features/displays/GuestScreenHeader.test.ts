import { describe, expect, it } from 'vitest';
import { readableTextOn } from './GuestScreenHeader';

describe('the type on a brand color band', () => {
  it('is white on dark colors and black on light ones', () => {
    expect(readableTextOn('#1f6feb')).toBe('#fff');
    expect(readableTextOn('#0b3d1e')).toBe('#fff');
    expect(readableTextOn('#000000')).toBe('#fff');
    expect(readableTextOn('#ffd166')).toBe('#000');
    expect(readableTextOn('#ffffff')).toBe('#000');
    // mid grey: black gives the higher contrast ratio (5.3 against 3.9)
    expect(readableTextOn('#808080')).toBe('#000');
  });
});

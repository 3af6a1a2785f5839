import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('csvCell', () => {
  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+1 555 0100', "'+1 555 0100"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
  ])('defuses %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('quotes separators, quotes and line breaks, and leaves plain text and numbers alone', () => {
    expect(csvCell('Lopez, Maria')).toBe('"Lopez, Maria"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell('Grace a=b')).toBe('Grace a=b');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
  });
});

describe('toCsv', () => {
  it('joins a header and rows with CRLF', () => {
    expect(
      toCsv(
        ['Name', 'Phone'],
        [
          ['=cmd', '555'],
          ['Tom', null],
        ],
      ),
    ).toBe("Name,Phone\r\n'=cmd,555\r\nTom,");
  });
});

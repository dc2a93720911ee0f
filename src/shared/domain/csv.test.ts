import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { csvCell, csvRecord, neutraliseFormula, parseCsv, restoreFormula, toCsv } from './csv';

const parse = (text: string) => {
  const result = parseCsv(text);
  if (!result.ok) throw new Error(result.error);
  return result.records;
};

describe('CSV writing (RFC 4180)', () => {
  it('quotes cells with commas, quotes and line breaks, and ends records with CRLF', () => {
    expect(csvRecord(['plain', 'a,b', 'say "hi"', 'two\nlines', ''])).toBe(
      'plain,"a,b","say ""hi""","two\nlines",\r\n',
    );
  });

  it.each([
    [
      '=HYPERLINK("http://evil.example","click")',
      `"'=HYPERLINK(""http://evil.example"",""click"")"`,
    ],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
    ["=cmd|' /C calc'!A0", `'=cmd|' /C calc'!A0`],
  ])('neutralises the formula %j', (payload, cell) => {
    expect(csvCell(payload)).toBe(cell);
    expect(parse(`${csvCell(payload)}\r\n`)[0][0].startsWith("'")).toBe(true);
  });

  it('leaves ordinary text alone', () => {
    expect(neutraliseFormula('Jane = great')).toBe('Jane = great');
    expect(neutraliseFormula('')).toBe('');
    expect(restoreFormula("'=1")).toBe('=1');
    expect(restoreFormula("it's")).toBe("it's");
  });
});

describe('CSV reading', () => {
  it('reads quoted commas, quotes and newlines, LF or CRLF, and drops a BOM and blank lines', () => {
    const text = '\uFEFFa,b\r\n"x,1","say ""hi"""\n\n"multi\r\nline",last\n';
    expect(parse(text)).toEqual([
      ['a', 'b'],
      ['x,1', 'say "hi"'],
      ['multi\r\nline', 'last'],
    ]);
  });

  it('reads a last record without a line end and refuses an unclosed quote', () => {
    expect(parse('a,b\nc,d')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseCsv('a,"b\nc').ok).toBe(false);
  });

  it('round-trips any table of cells (property)', () => {
    const cell = fc
      .string({
        unit: fc.constantFrom(
          'a',
          'Z',
          ' ',
          ',',
          '"',
          '\n',
          '\r',
          '=',
          '+',
          '-',
          '@',
          '\t',
          "'",
          'é',
          '😀',
        ),
      })
      // a cell that already starts with an apostrophe before a trigger is the one ambiguity
      .filter((value) => !/^'[=+\-@\t\r]/.test(value));
    const row = fc
      .array(cell, { minLength: 1, maxLength: 6 })
      .filter((cells) => cells.some(Boolean));
    fc.assert(
      fc.property(fc.array(row, { maxLength: 8 }), (rows) => {
        const back = parse(toCsv(rows)).map((cells) => cells.map(restoreFormula));
        expect(back).toEqual(rows);
      }),
    );
  });
});

/** CSV (RFC 4180) writing and reading, with spreadsheet formula-injection neutralisation. */

/** A cell a spreadsheet would run as a formula starts with one of these. */
const FORMULA_TRIGGERS = new Set(['=', '+', '-', '@', '\t', '\r']);

/**
 * OWASP's advice for CSV injection: a cell that starts with a formula trigger gets a leading
 * apostrophe, so Excel, Sheets and LibreOffice show it as text instead of running it.
 */
export function neutraliseFormula(value: string): string {
  return value.length > 0 && FORMULA_TRIGGERS.has(value[0]) ? `'${value}` : value;
}

/** The inverse of neutraliseFormula, for re-importing our own exports. */
export function restoreFormula(value: string): string {
  return value.length > 1 && value[0] === "'" && FORMULA_TRIGGERS.has(value[1])
    ? value.slice(1)
    : value;
}

/** One cell: neutralised, then quoted when it holds a comma, quote, CR or LF (RFC 4180). */
export function csvCell(value: string): string {
  const safe = neutraliseFormula(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One record, CRLF-terminated as RFC 4180 asks. */
export function csvRecord(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** Spreadsheets need the byte-order mark to read UTF-8 (names with accents, emoji). */
export const CSV_BOM = '\uFEFF';

export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map(csvRecord).join('');
}

export type CsvParseResult =
  | {
      ok: true;
      records: string[][];
      /** Each record's row number as a spreadsheet shows it (1-based, blank rows counted). */
      rowNumbers: number[];
    }
  | { ok: false; error: string };

/**
 * Reads RFC 4180 text (CRLF or LF line ends, quoted fields with commas, quotes and newlines,
 * an optional BOM). A record made only of empty cells is dropped. Lenient where spreadsheets
 * are: a stray quote inside an unquoted field is kept as a character.
 */
export function parseCsv(text: string): CsvParseResult {
  const input = text.startsWith(CSV_BOM) ? text.slice(1) : text;
  const records: string[][] = [];
  const rowNumbers: number[] = [];
  let rowNumber = 0;
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  let i = 0;
  const endRecord = () => {
    record.push(cell);
    rowNumber += 1;
    if (record.some((value) => value !== '')) {
      records.push(record);
      rowNumbers.push(rowNumber);
    }
    record = [];
    cell = '';
  };
  while (i < input.length) {
    const char = input[i];
    if (quoted) {
      if (char === '"') {
        if (input[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i += 1;
        continue;
      }
      cell += char;
      i += 1;
      continue;
    }
    if (char === '"' && cell === '') {
      quoted = true;
    } else if (char === ',') {
      record.push(cell);
      cell = '';
    } else if (char === '\r' && input[i + 1] === '\n') {
      endRecord();
      i += 1;
    } else if (char === '\n' || char === '\r') {
      endRecord();
    } else {
      cell += char;
    }
    i += 1;
  }
  if (quoted) return { ok: false, error: 'A quoted cell is never closed.' };
  if (cell !== '' || record.length > 0) endRecord();
  return { ok: true, records, rowNumbers };
}

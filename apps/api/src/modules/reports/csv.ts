/**
 * Writing CSV that opens cleanly in Excel and parses anywhere (RFC 4180): a UTF-8 byte order mark
 * first (Excel then reads accents right), CRLF between rows, a cell quoted when it holds a comma,
 * quote, line break or edge spaces, quotes doubled inside. Text a diner typed that starts like a
 * formula (= + - @, tab, CR) gets a leading apostrophe, so a spreadsheet shows it rather than
 * running it (OWASP, "CSV injection").
 */
export const CSV_BOM = '\uFEFF';
export const CSV_NEWLINE = '\r\n';

/** A cell: text (escaped as above), a number written as is, or nothing. */
export type CsvCell = string | number | null;

function textCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvRow(cells: readonly CsvCell[]): string {
  return cells.map((cell) => (cell === null ? '' : typeof cell === 'number' ? String(cell) : textCell(cell))).join(',') + CSV_NEWLINE;
}

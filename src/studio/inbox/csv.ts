/**
 * The inbox's export: RFC 4180 CSV in UTF-8 with a byte order mark, so Excel reads Arabic and
 * accents as they were written, and with every cell a spreadsheet would run as a formula made
 * plain text. Written a page at a time (export.ts), so the rows are never all held at once.
 */

/** UTF-8's byte order mark: without it Excel reads the file in the computer's own code page. */
export const byteOrderMark = "\uFEFF";

/** A cell starting with one of these is a formula to Excel, LibreOffice or Google Sheets. */
const formulaStart = /^[=+\-@\t\r]/;

/** One cell: a would-be formula prefixed with ', then quoted, its quotes doubled. */
export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? "" : String(value);
  const safe = formulaStart.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** One record, ended by CRLF as RFC 4180 has it. */
export function csvRow(values: readonly (string | number | null | undefined)[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

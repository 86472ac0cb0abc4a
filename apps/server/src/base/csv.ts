/**
 * CSV for Italian Excel (the conversation export, the leads export): UTF-8 with a BOM, `;` between cells, CRLF
 * after each row.
 */
export const CSV_BOM = '\uFEFF';

/** A cell for Excel: quoted when needed, and a leading = + - @ neutralised so no text runs as a formula. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One row, line ending included. */
export const csvRow = (cells: readonly string[]) => `${cells.map(csvCell).join(';')}\r\n`;

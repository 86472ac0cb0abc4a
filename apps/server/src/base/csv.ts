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

const romeTime = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
/** A moment as Italian Excel reads it, in Rome's time: '07/12/2026 11:05'. */
export const csvRomeTime = (date: Date) => romeTime.format(date).replace(',', '');

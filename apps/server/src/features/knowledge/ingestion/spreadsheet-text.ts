import { SPREADSHEET_MAX_COLUMNS, SPREADSHEET_MAX_ROWS } from '@app/shared/limits';
import { SPREADSHEET_MESSAGES } from '@app/shared/i18n/knowledge';
import { decodeText, ExtractionError, withoutNul } from './plain-text.js';
import { DOCX_XML_BUDGET_BYTES, inflateZipParts } from './zip-limits.js';

/**
 * Spreadsheets as text (issue 34, ADR 0136): every row becomes one paragraph that names each value by its column
 * header, e.g. "Prodotto: Caffè; Prezzo: 12,50 €", so a passage about a row carries what its numbers mean and a
 * price list answers 'Quanto costa…'. A sheet of an XLSX with several starts with "Foglio: <name>".
 */

type Row = string[];

/** "Prodotto: Caffè; Prezzo: 12,50 €" for each row after the first non-empty one (the headers). */
export function rowsAsText(rows: Row[]): string[] {
  const filled = rows.filter((row) => row.some((cell) => cell.trim()));
  if (filled.length === 0) return [];
  const [header, ...body] = filled as [Row, ...Row[]];
  const names = header.map((name, i) => name.trim().replace(/\s+/g, ' ') || `Colonna ${columnName(i)}`);
  if (body.length === 0) return [names.join('; ')];
  return body.flatMap((row) => {
    const pairs = row
      .map((value, i) => [names[i] ?? `Colonna ${columnName(i)}`, value.trim().replace(/\s+/g, ' ')] as const)
      .filter(([, value]) => value)
      .map(([name, value]) => `${name}: ${value}`);
    return pairs.length ? [pairs.join('; ')] : [];
  });
}

function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function checkShape(rows: number, columns: number) {
  if (rows > SPREADSHEET_MAX_ROWS) throw new ExtractionError(SPREADSHEET_MESSAGES.tooManyRows);
  if (columns > SPREADSHEET_MAX_COLUMNS) throw new ExtractionError(SPREADSHEET_MESSAGES.tooManyColumns);
}

// ── CSV ──

/** The separator of the header line: semicolon (Italian Excel), comma or tab, whichever occurs most outside quotes. */
function detectSeparator(text: string): string {
  const counts = new Map<string, number>([
    [';', 0],
    [',', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === '\n') break;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  const [best, count] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  return count > 0 ? best : ',';
}

/** RFC 4180 fields: quotes around a field, "" inside it; a line break inside quotes stays in the field. */
export function parseCsv(text: string): Row[] {
  const separator = detectSeparator(text);
  const rows: Row[] = [];
  let row: Row = [];
  let field = '';
  let quoted = false;
  let widest = 0;
  const endRow = () => {
    row.push(field);
    field = '';
    widest = Math.max(widest, row.length);
    rows.push(row);
    row = [];
    checkShape(rows.length, widest);
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === separator) {
      row.push(field);
      field = '';
      if (row.length > SPREADSHEET_MAX_COLUMNS) checkShape(rows.length, row.length);
    } else if (char === '\n') endRow();
    else field += char;
  }
  if (field || row.length) endRow();
  return rows;
}

export function csvText(data: Uint8Array): string {
  return rowsAsText(parseCsv(decodeText(data))).join('\n\n');
}

// ── XLSX ──

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** XML text: entities, character references and OOXML's _xHHHH_ escapes decoded. */
function xmlText(raw: string): string {
  return raw
    .replace(/&(#x[0-9a-f]+|#\d+|lt|gt|amp|quot|apos);/gi, (_, e: string) => {
      if (e[0] !== '#') return ENTITIES[e.toLowerCase()] ?? '';
      const code = e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number.parseInt(e.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    })
    .replace(/_x([0-9a-f]{4})_/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const m of tag.matchAll(/([\w:]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) found.set(m[1]!, xmlText(m[3] ?? m[4] ?? ''));
  return found;
}

/** The text of every <t> of a string item (rich text runs joined; phonetic guides left out). */
function itemText(xml: string): string {
  const plain = xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '');
  let text = '';
  for (const m of plain.matchAll(/<t\b[^>]*>([\s\S]*?)<\/t>/g)) text += xmlText(m[1]!);
  return text;
}

type NumberStyle = 'number' | 'date' | 'percent' | 'euro';

/** How each cell style shows its number: dates, percentages and euro amounts are written as a person reads them. */
function numberStyles(styles: string | undefined): NumberStyle[] {
  if (!styles) return [];
  const custom = new Map<string, string>();
  for (const m of styles.matchAll(/<numFmt\b[^>]*\/?>/g)) {
    const a = attributes(m[0]);
    custom.set(a.get('numFmtId') ?? '', a.get('formatCode') ?? '');
  }
  const xfs = /<cellXfs\b[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)?.[1] ?? '';
  return [...xfs.matchAll(/<xf\b[^>]*>/g)].map((m) => {
    const id = attributes(m[0]).get('numFmtId') ?? '0';
    const n = Number(id);
    const raw = custom.get(id) ?? '';
    if (raw.includes('€')) return 'euro';
    // Quoted literals and [colour]/[locale] tags say nothing of dates.
    const code = raw.replace(/"[^"]*"|\[[^\]]*\]/g, '');
    if (n === 9 || n === 10 || code.includes('%')) return 'percent';
    if ((n >= 14 && n <= 22) || (n >= 45 && n <= 47) || /[dy]/i.test(code)) return 'date';
    return 'number';
  });
}

const italian = (value: number, digits: { min?: number; max: number }) =>
  value.toLocaleString('it-IT', { minimumFractionDigits: digits.min ?? 0, maximumFractionDigits: digits.max, useGrouping: false });

function formatNumber(raw: string, style: NumberStyle, date1904: boolean): string {
  const value = Number(raw);
  if (!Number.isFinite(value)) return raw;
  if (style === 'euro') return `${italian(value, { min: 2, max: 2 })} €`;
  if (style === 'percent') return `${italian(value * 100, { max: 2 })}%`;
  if (style === 'date' && value > 0 && value < 2_958_466) {
    // Serial days since 30/12/1899 (the 1900 system, with its leap-year quirk) or since 1/1/1904.
    const ms = Math.round((value + (date1904 ? 24_107 : 0) - 25_569) * 86_400_000);
    const d = new Date(ms);
    const pad = (n: number) => String(n).padStart(2, '0');
    const day = `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
    return value % 1 ? `${day} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}` : day;
  }
  return italian(value, { max: 10 });
}

/** Column index of a cell reference ("C7" → 2). */
function columnOf(ref: string | undefined): number | null {
  const letters = ref ? /^[A-Z]+/i.exec(ref)?.[0] : undefined;
  if (!letters) return null;
  let index = 0;
  for (const char of letters.toUpperCase()) index = index * 26 + (char.charCodeAt(0) - 64);
  return index - 1;
}

function sheetRows(xml: string, shared: string[], styles: NumberStyle[], date1904: boolean, counted: { rows: number }): Row[] {
  const rows: Row[] = [];
  for (const rowMatch of xml.matchAll(/<row\b[^>]*?(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    counted.rows += 1;
    checkShape(counted.rows, 0);
    const row: Row = [];
    let next = 0;
    for (const cell of (rowMatch[1] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const a = attributes(cell[1]!);
      const column = columnOf(a.get('r')) ?? next;
      next = column + 1;
      checkShape(counted.rows, column + 1);
      const body = cell[2] ?? '';
      const v = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1];
      const type = a.get('t');
      let value = '';
      if (type === 's') value = v === undefined ? '' : (shared[Number(v)] ?? '');
      else if (type === 'inlineStr') value = itemText(body);
      else if (type === 'str') value = v === undefined ? '' : xmlText(v);
      else if (type === 'b') value = v === '1' ? 'VERO' : v === '0' ? 'FALSO' : '';
      else if (type === 'e') value = '';
      else if (v !== undefined) value = formatNumber(xmlText(v), styles[Number(a.get('s') ?? 0)] ?? 'number', date1904);
      while (row.length < column) row.push('');
      row[column] = value;
    }
    rows.push(row);
  }
  return rows;
}

/** Where a relationship's target lives in the zip ("worksheets/sheet1.xml" or "/xl/worksheets/sheet1.xml"). */
const partPath = (target: string) => (target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`);

/** The text of an XLSX: its sheets in the workbook's order, each row with its column headers. */
export function xlsxText(data: Uint8Array): string {
  const zip = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const read = inflateZipParts(
    zip,
    (name) => /\.(xml|rels)$/i.test(name) && !/^xl\/(media|drawings|charts)\//.test(name),
    DOCX_XML_BUDGET_BYTES,
  );
  if (read.status !== 'ok')
    throw new ExtractionError(read.status === 'too-large' ? SPREADSHEET_MESSAGES.xlsxTooLarge : SPREADSHEET_MESSAGES.corruptXlsx);
  const { parts } = read;
  const part = (name: string) => parts.get(name)?.toString('utf8');
  const workbook = part('xl/workbook.xml');
  if (!workbook) throw new ExtractionError(SPREADSHEET_MESSAGES.corruptXlsx);
  const rels = new Map<string, string>();
  for (const m of (part('xl/_rels/workbook.xml.rels') ?? '').matchAll(/<Relationship\b[^>]*>/g)) {
    const a = attributes(m[0]);
    rels.set(a.get('Id') ?? '', partPath(a.get('Target') ?? ''));
  }
  const shared = [...(part('xl/sharedStrings.xml') ?? '').matchAll(/<si\b[^>]*>([\s\S]*?)<\/si>/g)].map((m) => itemText(m[1]!));
  const styles = numberStyles(part('xl/styles.xml'));
  const date1904 = /<workbookPr\b[^>]*date1904\s*=\s*"(1|true)"/.test(workbook);
  const sheets = [...workbook.matchAll(/<sheet\b[^>]*>/g)].map((m) => attributes(m[0]));
  const counted = { rows: 0 };
  const sections: string[] = [];
  for (const sheet of sheets) {
    const path = rels.get(sheet.get('r:id') ?? '');
    const xml = path ? part(path) : undefined;
    if (!xml) continue;
    const lines = rowsAsText(sheetRows(xml, shared, styles, date1904, counted));
    if (lines.length === 0) continue;
    sections.push(sheets.length > 1 ? [`Foglio: ${sheet.get('name') ?? ''}`, ...lines].join('\n\n') : lines.join('\n\n'));
  }
  return withoutNul(sections.join('\n\n'));
}

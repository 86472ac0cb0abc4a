/** One event of an iCalendar file (RFC 5545). */
export interface IcsEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  url?: string;
  status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  /** Raised on every change so calendars replace the copy they have. */
  sequence?: number;
  updatedAt?: Date;
}

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
const text = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets continue on the next line after a space (§3.1), never inside a UTF-8 character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    if (bytes + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** A calendar of events (the confirmation's attachment holds one; the team's private feed every booking). */
export function buildIcs(events: IcsEvent[], { name, method }: { name?: string; method?: 'PUBLISH' } = {}): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Agenti AI//Prenotazioni//IT',
    'CALSCALE:GREGORIAN',
    `METHOD:${method ?? 'PUBLISH'}`,
  ];
  if (name) lines.push(`X-WR-CALNAME:${text(name)}`);
  for (const e of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      `DTSTAMP:${stamp(e.updatedAt ?? new Date())}`,
      `DTSTART:${stamp(e.start)}`,
      `DTEND:${stamp(e.end)}`,
      `SEQUENCE:${e.sequence ?? 0}`,
      `SUMMARY:${text(e.summary)}`,
      ...(e.description ? [`DESCRIPTION:${text(e.description)}`] : []),
      ...(e.url ? [`URL:${e.url}`] : []),
      `STATUS:${e.status}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}

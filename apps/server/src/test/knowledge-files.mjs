// Small, dependency-free generators of real PDF, DOCX and audio files, used by the server and browser tests
// (and by the benchmarks, which import them from here). They write the formats by hand so no test depends on a
// library we also read them with. Test support: apps/server/tsconfig.json keeps src/test out of the build.
import { deflateRawSync } from 'node:zlib';

/** Windows-1252 bytes of a PDF string literal, with ( ) \ escaped. */
function pdfString(text) {
  const out = [];
  for (const ch of text) {
    const code = CP1252_EXTRA[ch] ?? ch.codePointAt(0);
    if (code > 255) {
      out.push(0x3f);
      continue;
    }
    if (code === 0x28 || code === 0x29 || code === 0x5c) out.push(0x5c);
    out.push(code);
  }
  return Buffer.from(out);
}
const CP1252_EXTRA = { '€': 0x80, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '–': 0x96, '—': 0x97 };

function wrap(paragraph, width = 90) {
  const lines = [];
  let line = '';
  for (const word of paragraph.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A PDF (Helvetica, WinAnsiEncoding, so Italian accents survive) with one page per entry of `pages`;
 * each page is a list of paragraphs, or `{ image }` (a JPEG `{ jpeg, width, height }` filling the page, as a
 * scanner writes it: no text layer).
 */
export function makePdf(pages) {
  const objects = [];
  const add = (body) => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add(null);
  const pagesObj = add(null);
  const font = add(Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'));
  const streamObject = (dict, data) =>
    add(Buffer.concat([Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`), data, Buffer.from('\nendstream')]));
  const kids = [];
  for (const page of pages) {
    let resources = `/Font << /F1 ${font} 0 R >>`;
    let stream;
    if (Array.isArray(page)) {
      const parts = [Buffer.from('BT /F1 11 Tf 14 TL 50 800 Td\n')];
      for (const paragraph of page) {
        for (const line of wrap(paragraph)) parts.push(Buffer.from('('), pdfString(line), Buffer.from(') Tj T*\n'));
        parts.push(Buffer.from('T*\n'));
      }
      parts.push(Buffer.from('ET'));
      stream = Buffer.concat(parts);
    } else {
      const { jpeg, width, height } = page.image;
      const image = streamObject(
        `/Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode`,
        jpeg,
      );
      resources = `/XObject << /Im1 ${image} 0 R >>`;
      stream = Buffer.from('q 595 0 0 842 0 0 cm /Im1 Do Q');
    }
    const content = streamObject('', stream);
    kids.push(
      add(
        Buffer.from(
          `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 595 842] /Resources << ${resources} >> /Contents ${content} 0 R >>`,
        ),
      ),
    );
  }
  objects[catalog - 1] = Buffer.from(`<< /Type /Catalog /Pages ${pagesObj} 0 R >>`);
  objects[pagesObj - 1] = Buffer.from(`<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`);
  return assemblePdf(objects);
}

/** A PDF file of the bodies of its objects, numbered from 1 (the first is the catalog), with its cross-reference table. */
export function assemblePdf(objects) {
  const chunks = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = chunks[0].length;
  const offsets = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const obj = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    chunks.push(obj);
    offset += obj.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n`,
    '0000000000 65535 f \n',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
  ].join('');
  chunks.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`));
  return Buffer.concat(chunks);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A zip archive (deflated entries) of `{ name: string|Buffer }`. */
export function makeZip(files) {
  return zipOfDeflated(
    Object.entries(files).map(([name, content]) => {
      const data = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
      return { name, deflated: deflateRawSync(data), size: data.length, crc: crc32(data) };
    }),
  );
}

/**
 * A zip archive of entries already deflated, with their inflated size and CRC given: a test can build an archive
 * whose contents it never holds inflated (a zip bomb).
 */
export function zipOfDeflated(entries) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const entry of entries) {
    const nameBuf = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.deflated.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(nameBuf.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.crc >>> 0, 16);
    central.writeUInt32LE(entry.deflated.length, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(nameBuf.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBuf, entry.deflated);
    centrals.push(central, nameBuf);
    offset += 30 + nameBuf.length + entry.deflated.length;
  }
  const centralBuf = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralBuf.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralBuf, end]);
}

/** The two parts every DOCX needs beside word/document.xml. */
export const DOCX_CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
export const DOCX_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';

const xmlEscape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A minimal valid DOCX with one Word paragraph per entry. */
export function makeDocx(paragraphs) {
  const body = paragraphs.map((p) => `<w:p><w:r><w:t xml:space="preserve">${xmlEscape(p)}</w:t></w:r></w:p>`).join('');
  return makeZip({
    '[Content_Types].xml': DOCX_CONTENT_TYPES,
    '_rels/.rels': DOCX_RELS,
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  });
}

/** A short silent WAV (16-bit mono PCM). */
export function makeWav(samples = 800) {
  const data = Buffer.alloc(samples * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(16000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const SUBJECTS = [
  'Il cliente',
  "L'azienda",
  'La società cooperativa',
  'Il responsabile della qualità',
  "L'ufficio acquisti",
  'La direzione tecnica',
];
const VERBS = ['verifica', 'approva', 'documenta', 'pianifica', 'controlla', 'aggiorna'];
const OBJECTS = [
  'il contratto di fornitura',
  "l'inventario del magazzino",
  'la procedura di reso',
  'il piano di manutenzione',
  "l'offerta commerciale",
  'la garanzia dei prodotti',
];
const TAILS = [
  'entro la fine del mese',
  'con la massima attenzione',
  "prima dell'approvazione finale",
  'secondo le norme vigenti',
  'in collaborazione con il fornitore',
  'per ogni sede regionale',
];

/** Deterministic Italian prose: `count` paragraphs of a few sentences, with accents and apostrophes. */
export function italianParagraphs(count, seed = 1) {
  let state = seed >>> 0 || 1;
  const pick = (list) => {
    state = (state * 1103515245 + 12345) >>> 0;
    return list[state % list.length];
  };
  return Array.from({ length: count }, (_, i) =>
    Array.from(
      { length: 4 },
      (_, j) =>
        `${pick(SUBJECTS)} ${pick(VERBS)} ${pick(OBJECTS)} ${pick(TAILS)} (sezione ${i + 1}.${j + 1}), perché è così che si fa qualità.`,
    ).join(' '),
  );
}

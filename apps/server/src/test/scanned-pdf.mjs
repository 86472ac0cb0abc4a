// Scanned pages for the OCR tests and benchmark: known Italian text drawn on an A4 page image (as a 150 dpi
// scanner writes it, JPEG with its artefacts), then put in a PDF with no text layer (makePdf).
import { createCanvas } from '@napi-rs/canvas';
import { makePdf } from './knowledge-files.mjs';

const DPI = 150;
const WIDTH = Math.round((595 / 72) * DPI);
const HEIGHT = Math.round((842 / 72) * DPI);
const MARGIN = 100;
const FONT_PX = 25;
const LINE_PX = 36;

/** The lines a page of `paragraphs` is drawn as (the OCR reads them back as lines). */
export function scannedLines(paragraphs, measure = (s) => s.length * FONT_PX * 0.5) {
  const lines = [];
  for (const paragraph of paragraphs) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && measure(next) > WIDTH - 2 * MARGIN) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    lines.push('');
  }
  return lines;
}

/** One scanned page: `{ image: { jpeg, width, height } }` for makePdf. */
export function scanPage(paragraphs) {
  const canvas = createCanvas(WIDTH, HEIGHT);
  const g = canvas.getContext('2d');
  g.fillStyle = '#f4f4f0';
  g.fillRect(0, 0, WIDTH, HEIGHT);
  g.fillStyle = '#1a1a1a';
  g.font = `${FONT_PX}px "DejaVu Serif"`;
  const lines = scannedLines(paragraphs, (s) => g.measureText(s).width);
  lines.forEach((line, i) => g.fillText(line, MARGIN, MARGIN + FONT_PX + i * LINE_PX));
  return { image: { jpeg: canvas.encodeSync('jpeg', 80), width: WIDTH, height: HEIGHT }, text: lines.join('\n').trim() };
}

/** A PDF of scanned pages (and text pages given as arrays of paragraphs), with the text each scan shows. */
export function makeScannedPdf(pages) {
  const scans = pages.map((page) => (page.scan ? scanPage(page.scan) : null));
  return {
    pdf: makePdf(pages.map((page, i) => (page.scan ? { image: scans[i].image } : page))),
    texts: scans.map((scan) => scan?.text ?? null),
  };
}

export interface ScannedPage {
  image: { jpeg: Buffer; width: number; height: number };
}
export function makePdf(pages: (string[] | ScannedPage)[]): Buffer;
export function makeZip(files: Record<string, string | Buffer>): Buffer;
export function assemblePdf(objects: Buffer[]): Buffer;
export function zipOfDeflated(entries: { name: string; deflated: Buffer; size: number; crc: number }[]): Buffer;
export const DOCX_CONTENT_TYPES: string;
export const DOCX_RELS: string;
export function makeDocx(paragraphs: string[]): Buffer;
export function makeWav(samples?: number): Buffer;
export function italianParagraphs(count: number, seed?: number): string[];

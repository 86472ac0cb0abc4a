import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { documentTexts } from '../../../db/schema/documents.js';

/**
 * Characters per stored piece of a document's text (ADR 0117): one statement of this size costs the embedded
 * database about 10–20 ms of the server's thread, within the yield budget.
 */
export const TEXT_PART_CHARS = 256 * 1024;

/**
 * Replaces a document's stored text by `text`, piece after piece; `pause` gives other requests their turn between
 * statements. Run in the transaction that marks the document processed.
 */
export async function writeDocumentText(
  tx: DbOrTx,
  doc: { id: string; accountId: string },
  text: string,
  pause: () => Promise<void> = async () => undefined,
) {
  await tx.delete(documentTexts).where(eq(documentTexts.documentId, doc.id));
  let ordinal = 0;
  for (let start = 0; start < text.length; ordinal += 1) {
    let end = Math.min(text.length, start + TEXT_PART_CHARS);
    // Never between the two halves of a surrogate pair: a lone half would reach the database as U+FFFD.
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
    await pause();
    await tx
      .insert(documentTexts)
      .values({ documentId: doc.id, accountId: doc.accountId, ordinal, startOffset: start, text: text.slice(start, end) });
    start = end;
  }
}

/** A document's whole extracted text, or null before it is processed. */
export async function readDocumentText(db: DbOrTx, accountId: string, documentId: string): Promise<string | null> {
  const parts = await db
    .select({ text: documentTexts.text })
    .from(documentTexts)
    .where(and(eq(documentTexts.documentId, documentId), eq(documentTexts.accountId, accountId)))
    .orderBy(asc(documentTexts.ordinal));
  return parts.length === 0 ? null : parts.map((p) => p.text).join('');
}

/** The text between two offsets [from, to), reading only the pieces that hold it (a passage's context). */
export async function readDocumentTextRange(db: DbOrTx, accountId: string, documentId: string, from: number, to: number): Promise<string> {
  if (to <= from) return '';
  const scope = and(eq(documentTexts.documentId, documentId), eq(documentTexts.accountId, accountId));
  const parts = await db
    .select({ start: documentTexts.startOffset, text: documentTexts.text })
    .from(documentTexts)
    .where(
      and(
        scope,
        lt(documentTexts.startOffset, to),
        // From the piece holding `from` (the last one starting at or before it) on.
        gte(
          documentTexts.startOffset,
          sql`(select coalesce(max(${documentTexts.startOffset}), 0) from ${documentTexts} where ${scope} and ${documentTexts.startOffset} <= ${from})`,
        ),
      ),
    )
    .orderBy(asc(documentTexts.ordinal));
  if (parts.length === 0) return '';
  const joined = parts.map((p) => p.text).join('');
  const base = parts[0]!.start;
  return joined.slice(Math.max(0, from - base), Math.max(0, to - base));
}

import { HIDDEN_FILE_LABEL, type ChatSource } from '@app/shared/api/chat';
import { citationLabelOf, citesAddress } from '../knowledge/sources/source-registry.js';
import type { ChatContext } from './gather-context.js';

/** The extensions of the files an agent learns from: what makes a name a file name rather than a title. */
const FILE_EXTENSION = /\.(pdf|docx?|odt|rtf|txt|md|csv|mp3|mp4|m4a|wav|ogg|oga|webm|mov|mpeg|mpga)$/i;

/**
 * How a visitor reads a document's name (issue 44, ADR 0216): its title, never its file name. A page of the
 * website has its page title already, a note its title, a kind with a label of its own reads it (a question-and-answer
 * pair: 'Domande e risposte', ADR 0355), and an uploaded file its name cleaned up: 'nonna-rosa_info.txt' reads 'Nonna rosa info'.
 */
export function visitorDocumentTitle(doc: { file: string; sourceType?: string | null }): string {
  const label = citationLabelOf(doc.sourceType);
  if (label) return label;
  if (!FILE_EXTENSION.test(doc.file)) return doc.file;
  const words = doc.file
    .replace(FILE_EXTENSION, '')
    .replace(/[\s_.-]+/g, ' ')
    .trim();
  return words ? words.charAt(0).toLocaleUpperCase('it-IT') + words.slice(1) : doc.file;
}

/**
 * The context as a visitor's answer may name it, for the prompt, the answer and its sources: each document under its
 * title ('Documento 1', 'Documento 2'… when the agent hides file names), without the paragraph or page inside it
 * (one source per document), and a website page with its address, which the visitor's source opens.
 */
export function namedForVisitors(context: ChatContext, { hideFileNames }: { hideFileNames: boolean }): ChatContext {
  const names = new Map<string, string>();
  const passages = context.passages.map((p) => {
    if (!p.documentId) return p;
    if (!names.has(p.documentId))
      names.set(p.documentId, hideFileNames ? `${HIDDEN_FILE_LABEL} ${names.size + 1}` : visitorDocumentTitle(p));
    return {
      ...p,
      file: names.get(p.documentId)!,
      page: null,
      paragraph: null,
      startMs: null,
      endMs: null,
      ...(citesAddress(p.sourceType) && p.sourceUrl ? { url: p.sourceUrl } : {}),
    };
  });
  return { ...context, passages };
}

/** The sources with the address of each website page among them (set on a visitor's context by namedForVisitors). */
export function withPageAddresses(sources: ChatSource[], context: ChatContext): ChatSource[] {
  const urls = new Map(context.passages.flatMap((p) => (p.url ? [[p.documentId, p.url] as const] : [])));
  return sources.map((s) => (urls.has(s.documentId) ? { ...s, url: urls.get(s.documentId)! } : s));
}

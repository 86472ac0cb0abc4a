import { CHAT_MESSAGES } from '@app/shared/api/chat';
import { contentTerms, overlap } from './italian-terms.js';

export interface Passage {
  documentId: string;
  file: string;
  page: number | null;
  text: string;
}

const MAX_PASSAGES = 3;

/** Every offline answer opens with this label, so it can stream before the passages are even looked up. */
export const OFFLINE_HEADER = `**${CHAT_MESSAGES.offlineLabel}** · Nessun modello AI è configurato: ecco i passaggi più pertinenti dei documenti dell'agente.`;
const QUOTE_CHARS = 600;

/**
 * The built-in responder used when no model is configured (D9): it does not pretend to think, it says it
 * is in offline mode and quotes the passages that best match the question, each with its source.
 * `passages` come ranked by retrieval; an attachment's text is ranked here by shared words.
 */
export function composeOfflineAnswer(args: { question: string; passages: Passage[]; attachment?: { name: string; text: string } | null }): {
  text: string;
  used: Passage[];
} {
  const terms = new Set(contentTerms(args.question));
  const candidates: Passage[] = [];
  if (args.attachment?.text.trim()) {
    const paragraphs = args.attachment.text
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean);
    const ranked = paragraphs.map((text, i) => ({ text, i, score: overlap(terms, text) })).sort((a, b) => b.score - a.score || a.i - b.i);
    const best = ranked.filter((p) => p.score > 0).slice(0, 2);
    // A question about "this file" may share no word with it: then its opening is the best summary we have.
    for (const p of best.length ? best : ranked.slice(0, 1)) {
      candidates.push({ documentId: '', file: args.attachment.name, page: null, text: p.text });
    }
  }
  candidates.push(...args.passages);
  const used = candidates.slice(0, MAX_PASSAGES);

  const header = OFFLINE_HEADER;
  if (!used.length) {
    return {
      text: `${header}\n\nNon ho trovato nei documenti dell'agente un passaggio pertinente alla tua domanda. Prova a riformularla con altre parole.`,
      used: [],
    };
  }
  const blocks = used.map((p) => {
    const quote = excerpt(p.text, terms)
      .split('\n')
      .map((line) => `> ${line}`)
      .join('\n');
    const where = p.documentId ? `${p.file}${p.page ? `, pagina ${p.page}` : ''}` : `allegato ${p.file}`;
    return `${quote}\n\n— *Fonte: ${escapeMarkdown(where)}*`;
  });
  return { text: `${header}\n\n${blocks.join('\n\n')}`, used };
}

/** The part of a passage around its best-matching sentence, at most QUOTE_CHARS long. */
function excerpt(text: string, terms: Set<string>): string {
  const clean = text
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (clean.length <= QUOTE_CHARS) return clean;
  const sentences = clean.match(/[^.!?\n]+[.!?]*\s*/g) ?? [clean];
  let best = 0;
  let bestScore = -1;
  sentences.forEach((s, i) => {
    const score = overlap(terms, s);
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  });
  let from = best;
  let to = best + 1;
  let length = sentences[best]!.length;
  while (length < QUOTE_CHARS && (from > 0 || to < sentences.length)) {
    if (to < sentences.length && length + sentences[to]!.length <= QUOTE_CHARS) {
      length += sentences[to]!.length;
      to++;
      continue;
    }
    if (from > 0 && length + sentences[from - 1]!.length <= QUOTE_CHARS) {
      from--;
      length += sentences[from]!.length;
      continue;
    }
    break;
  }
  const body = sentences.slice(from, to).join('').trim().slice(0, QUOTE_CHARS);
  return `${from > 0 ? '… ' : ''}${body}${to < sentences.length ? ' …' : ''}`;
}

function escapeMarkdown(text: string): string {
  return text.replace(/([\\`*_[\]<>])/g, '\\$1');
}

/** Splits an answer into word-sized pieces, so the offline answer streams like a model's. */
export function tokenize(text: string): string[] {
  return text.match(/\s*\S+/g) ?? [];
}

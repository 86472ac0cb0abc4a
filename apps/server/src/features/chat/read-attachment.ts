import { CHAT_MESSAGES } from '@app/shared/i18n/chat';
import { extractText } from '../knowledge/ingestion/extract-text.js';
import { looksLikeText } from '../knowledge/ingestion/file-kind.js';
import { badRequest } from '../../base/errors.js';

export interface Attachment {
  name: string;
  text: string;
}

/** Enough of a document to answer about it without crowding out the agent's own knowledge. */
export const ATTACHMENT_PROMPT_CHARS = 20_000;

/**
 * Spec §5: a chat attachment is a PDF or a TXT. The content decides, not the name or the browser's type:
 * a PDF must start like one, a TXT must be text. Its text is what the answer uses.
 */
export async function readAttachment(name: string, data: Buffer): Promise<Attachment> {
  const lower = name.toLowerCase();
  const isPdf = data.subarray(0, 5).toString('latin1') === '%PDF-';
  let kind: 'pdf' | 'txt' | null = null;
  if (lower.endsWith('.pdf') && isPdf) kind = 'pdf';
  else if (lower.endsWith('.txt') && !isPdf && data.length > 0 && looksLikeText(data.subarray(0, 8192))) kind = 'txt';
  if (!kind) throw badRequest(CHAT_MESSAGES.attachmentType, 'ATTACHMENT_TYPE');
  try {
    const { text } = await extractText(kind, data);
    return { name: name.split(/[\\/]/).pop()!.slice(0, 200), text: text.slice(0, ATTACHMENT_PROMPT_CHARS) };
  } catch {
    throw badRequest(CHAT_MESSAGES.attachmentUnreadable, 'ATTACHMENT_UNREADABLE');
  }
}

import type { MemoryType } from './states/memories.js';
/** Memory commands in Italian (spec §5), case-insensitive. */
export { MEMORY_TYPES, type MemoryType } from './states/memories.js';

export interface MemoryTrigger {
  type: MemoryType;
  content: string;
}

const PROCEDURE = /^\s*memorizza\s+([\s\S]+?)\s+come\s+procedura\s*[.!]?\s*$/iu;
const GENERAL = /^\s*(?:ricordati|salva)\s*[:,]?\s+([\s\S]+?)\s*$/iu;

/** Returns the memory a message asks to save, or null when the message is an ordinary question. */
export function parseMemoryTrigger(message: string): MemoryTrigger | null {
  const procedure = PROCEDURE.exec(message);
  if (procedure?.[1]) return { type: 'procedure', content: clean(procedure[1]) };
  const general = GENERAL.exec(message);
  if (general?.[1]) {
    // 'ricordati che X' stores X: the connective carries no information.
    const content = clean(general[1].replace(/^che\s+/iu, ''));
    return content ? { type: 'general_memory', content } : null;
  }
  return null;
}

function clean(text: string): string {
  return text
    .trim()
    .replace(/^["'«“]|["'»”]$/gu, '')
    .trim();
}

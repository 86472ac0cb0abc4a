import type { ActionRow } from './action-row.js';

/** Words that say nothing about an action's purpose ('quando il cliente chiede…'). */
const STOP = new Set(
  'quando cliente clienti chiede chiedono vuole vogliono sapere della delle dello degli alla alle allo dalla dalle nella nelle sulla sulle questo questa quello quella come cosa sono essere hanno fare vorrei posso puoi può mio mia miei mie tuo tua suo sua loro nostro nostra vostro vostra anche ancora dopo prima però perché oppure mentre sempre molto tutto tutti tutte grazie ciao salve buongiorno buonasera'.split(
    ' ',
  ),
);

/** Significant words, lower case without accents, cut to a common stem (ordine, ordini → ordin). */
function stems(text: string): Set<string> {
  const words = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 4 && !STOP.has(w) && !/^\d+$/.test(w));
  return new Set(words.map((w) => w.slice(0, Math.max(4, w.length - 1)).slice(0, 6)));
}

const overlap = (a: Set<string>, b: Set<string>) => [...a].filter((w) => b.has(w)).length;

/**
 * Without a model, the actions a question asks for: one whose name shares a word with it ('stato ordine' for 'a che
 * punto è il mio ordine?'), or whose purpose shares two. At most two, best first.
 */
export function matchActions(question: string, actions: readonly ActionRow[]): ActionRow[] {
  const asked = stems(question);
  if (asked.size === 0) return [];
  return actions
    .map((row) => {
      const byName = overlap(asked, stems(row.name));
      const byPurpose = overlap(asked, stems(row.whenToUse));
      return { row, score: byName * 2 + byPurpose, matches: byName >= 1 || byPurpose >= 2 };
    })
    .filter((m) => m.matches)
    .sort((a, b) => b.score - a.score)
    .slice(0, 2)
    .map((m) => m.row);
}

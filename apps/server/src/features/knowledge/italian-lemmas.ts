import { LEMMA_GROUPS } from './italian-lemma-data.js';

let lemmaByStem: Map<string, string> | null = null;
let stemsByLemma: Map<string, string[]> | null = null;

function groups() {
  if (!lemmaByStem || !stemsByLemma) {
    lemmaByStem = new Map();
    stemsByLemma = new Map();
    for (const line of LEMMA_GROUPS.split('\n')) {
      const [target, ...members] = line.split(' ');
      if (!target) continue;
      for (const member of members) lemmaByStem.set(member, target);
      stemsByLemma.set(target, members);
    }
  }
  return { lemmaByStem, stemsByLemma };
}

/**
 * The stem that stands for every stem of the same Italian verb (ADR 0127): PostgreSQL's stemmer leaves
 * "nacque", "nato" and "nascere" as three words (nacqu, nat, nasc); here all three are nasc. Chunks and questions
 * both go through it, so "Quando è nato?" finds "nacque nel 1850". Any other stem is returned as it is.
 */
export function lemmaOf(stem: string): string {
  return groups().lemmaByStem.get(stem) ?? stem;
}

/**
 * Every stem whose lemmaOf is `lemma`: what a search asks the chunks' text vectors for (they keep PostgreSQL's
 * stems, ADR 0131).
 */
export function stemsOf(lemma: string): string[] {
  const { lemmaByStem, stemsByLemma } = groups();
  const members = stemsByLemma.get(lemma) ?? [];
  return lemmaByStem.has(lemma) ? members : [lemma, ...members.filter((m) => m !== lemma)];
}

import { readDataFile } from '../base/data-files.js';

let lemmaByStem: Map<string, string> | null = null;

/**
 * The stem that stands for every stem of the same Italian verb (ADR 0127): PostgreSQL's stemmer leaves
 * "nacque", "nato" and "nascere" as three words (nacqu, nat, nasc); here all three are nasc. Chunks and questions
 * both go through it, so "Quando è nato?" finds "nacque nel 1850". Any other stem is returned as it is.
 */
export function lemmaOf(stem: string): string {
  if (!lemmaByStem) {
    lemmaByStem = new Map();
    for (const line of readDataFile('italian-lemma-groups.txt').split('\n')) {
      const [target, ...members] = line.split(' ');
      for (const member of members) lemmaByStem.set(member, target!);
    }
  }
  return lemmaByStem.get(stem) ?? stem;
}

/**
 * The preposition 'a' before a name the copy puts in a sentence ('Abbonati a Pro'), 'ad' before a word that begins
 * with the vowel a ('Abbonati ad Avanzato'): the euphonic d as the Accademia della Crusca advises it, before the same
 * vowel only ('a Ottobre', not 'ad Ottobre'). Every sentence that joins 'a' to a name that varies goes through it.
 */
export function toName(word: string): string {
  return `${/^[aàá]/i.test(word.trimStart()) ? 'ad' : 'a'} ${word}`;
}

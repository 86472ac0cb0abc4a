/** Whether an answer's message reads as Italian: shared by the tests that feed the API malformed input. */
export const ENGLISH =
  /\b(invalid|expected|received|required|too (small|big)|must|should|string|number|boolean|undefined|object|array|input|body|unsupported|media type|not valid)\b/i;
// Words no English sentence uses, matched as whole words (\b ignores accented letters).
export const ITALIAN =
  /(?<!\p{L})(non|il|lo|la|le|un|una|di|da|del|della|che|con|già|questo|questa|per|è|può|deve|essere|sono|numero|campo|campi|valid[oaie]|obbligatori[oaie]?|richiesta|atteso|testo|carattere|troppo|troppa|lung[oa]|cort[oa]|trovat[oa])(?!\p{L})/iu;

export function isItalian(text: string): boolean {
  return !ENGLISH.test(text) && ITALIAN.test(text);
}

/** API-key management answers in English by the spec (§5, §8). */
export const ENGLISH_BY_SPEC = (path: string) => path.includes('/api-keys');

/** Whether an answer's message reads as Italian: shared by the tests that feed the API malformed input. */
export const ENGLISH =
  /\b(invalid|expected|received|required|too (small|big)|must|should|string|number|boolean|undefined|object|array|input|body|unsupported|media type|not valid)\b/i;
// Words no English sentence uses, matched as whole words (\b ignores accented letters).
export const ITALIAN =
  /(?<!\p{L})(non|il|lo|la|le|un|una|di|da|del|della|che|con|già|questo|questa|per|è|può|deve|essere|sono|numero|campo|campi|valid[oaie]|obbligatori[oaie]?|richiesta|atteso|testo|carattere|troppo|troppa|lung[oa]|cort[oa]|trovat[oa])(?!\p{L})/iu;

/**
 * A validation message may start with the name of the field it is about (`required: il testo …`, base/validation.ts):
 * an identifier of the API, not prose, so it is not read as English.
 */
const FIELD_NAME = /^[A-Za-z_$][\w$]*(\.[\w$]+)*: /;

export function isItalian(text: string): boolean {
  const prose = text.replace(FIELD_NAME, '');
  return !ENGLISH.test(prose) && ITALIAN.test(prose);
}

/** API-key management answers in English by the spec (§5, §8). */
export const ENGLISH_BY_SPEC = (path: string) => path.includes('/api-keys');

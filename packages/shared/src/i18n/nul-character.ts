/**
 * PostgreSQL stores no NUL character (U+0000) in text or JSON: every text input refuses it with this
 * message (issue 18), instead of the database failing the request.
 */
export const NUL_CHARACTER_MESSAGE = 'Il testo contiene un carattere non consentito (carattere nullo).';

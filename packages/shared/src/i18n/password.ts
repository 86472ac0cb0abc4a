import { PASSWORD_MAX_LENGTH } from '../limits.js';

export const PASSWORD_TOO_LONG = `La password non può superare ${PASSWORD_MAX_LENGTH} caratteri.`;

/** Update-password and profile forms use one message for every complexity rule (spec §5). */
export const PASSWORD_COMPLEXITY_MESSAGE = 'La password non soddisfa tutti i requisiti di complessità.';

/** The add-team-user form says 'sicurezza' instead (spec §5). */
export const PASSWORD_SECURITY_MESSAGE = 'La password non soddisfa tutti i requisiti di sicurezza.';

export const PASSWORDS_DONT_MATCH = 'Le password non corrispondono.';

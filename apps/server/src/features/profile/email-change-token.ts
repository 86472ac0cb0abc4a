export const EMAIL_CHANGE_KIND = 'email-change';
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

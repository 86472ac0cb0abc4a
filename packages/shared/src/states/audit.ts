/** What the back office records in its audit log (D14). */
export const AUDIT_ACTIONS = [
  'role.changed',
  'plan.changed',
  'user.banned',
  'user.unbanned',
  'api_key.added',
  'api_key.defaulted',
  'api_key.deleted',
  'api_key.tested',
  'visitor_data.erased',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

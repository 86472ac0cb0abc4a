import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { oneOf } from './one-of.js';
import { AUDIT_ACTIONS } from '@app/shared/states/audit';

/**
 * Every action of a platform operator (D14): who, when, what, and the value before and after. Rows are never
 * updated; the actor's and target's e-mail are copied so the entry still reads after either is deleted.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: text('id').primaryKey(),
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    /** role.changed | plan.changed | user.banned | user.unbanned | api_key.added | api_key.defaulted | api_key.deleted … */
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    targetLabel: text('target_label').notNull().default(''),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('admin_audit_log', t.action, AUDIT_ACTIONS),
    index('admin_audit_time_idx').on(t.createdAt, t.id),
    index('admin_audit_action_idx').on(t.action, t.createdAt),
    index('admin_audit_target_idx').on(t.targetId, t.createdAt),
  ],
);

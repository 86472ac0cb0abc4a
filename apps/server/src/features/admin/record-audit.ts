import type { AuditAction } from '@app/shared/api/admin';
import type { SuperAdminCaller } from '@app/shared/roles';
import type { DbOrTx } from '../../db/client.js';
import { adminAuditLog } from '../../db/schema/admin.js';
import { newId } from '../../db/ids.js';

export interface AuditRecord {
  /** An operator, or an account's owner erasing a visitor's data (issue 33). */
  caller: Pick<SuperAdminCaller, 'userId' | 'email'>;
  action: AuditAction;
  targetType: 'user' | 'api_key' | 'visitor';
  targetId: string;
  targetLabel: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * One line of the operators' audit log (D14). Call it inside the transaction that makes the change, so an
 * action is never done without its record nor recorded without being done. Exported for the API-keys feature.
 */
export async function recordAudit(tx: DbOrTx, record: AuditRecord): Promise<void> {
  await tx.insert(adminAuditLog).values({
    id: newId(),
    actorId: record.caller.userId,
    actorEmail: record.caller.email,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    targetLabel: record.targetLabel,
    before: record.before,
    after: record.after,
  });
}

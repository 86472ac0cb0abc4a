import type { Action } from '@app/shared/api/actions';
import { type agentActions } from '../../db/schema/actions.js';
import { open, seal } from '../../auth/secret-box.js';

export type ActionRow = typeof agentActions.$inferSelect;

const PURPOSE = 'action-header';

export const sealHeader = (authSecret: string, value: string) => seal(authSecret, PURPOSE, value);
export const openHeaders = (authSecret: string, row: Pick<ActionRow, 'headers'>): Record<string, string> =>
  Object.fromEntries(row.headers.map((h) => [h.name, open(authSecret, PURPOSE, h.sealed)]));

/** What the team reads of an action: header names only, never their values. */
export const actionView = (row: ActionRow): Action => ({
  id: row.id,
  agentId: row.agentId,
  name: row.name,
  whenToUse: row.whenToUse,
  method: row.method as Action['method'],
  url: row.url,
  headers: row.headers.map((h) => ({ name: h.name })),
  parameters: row.parameters,
  resultFields: row.resultFields,
  enabled: row.enabled,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

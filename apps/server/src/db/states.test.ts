import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ACTION_CALL_OUTCOMES, ACTION_CALL_SOURCES, TOOL_CALL_KINDS } from '@app/shared/states/actions';
import { AGENT_STATUSES, MEMORY_MODES } from '@app/shared/states/agents';
import { ANSWER_OUTCOMES } from '@app/shared/states/answer-outcome';
import { API_TOKEN_SCOPES } from '@app/shared/states/api-tokens';
import { AUDIT_ACTIONS } from '@app/shared/states/audit';
import { BILLING_PROVIDERS, INVOICE_STATUSES } from '@app/shared/states/billing';
import { BOOKING_CHANNELS, BOOKING_STATUSES } from '@app/shared/states/bookings';
import { CHANNELS, CONNECTION_STATUSES, DELIVERY_KINDS, MESSAGING_CHANNELS } from '@app/shared/states/channels';
import { DATA_EXPORT_STATUSES } from '@app/shared/states/data-export';
import { HANDOFF_STATUSES } from '@app/shared/states/handoff';
import { DOCUMENT_STATUSES, KNOWLEDGE_SOURCE_TYPES, WEBSITE_PAGE_STATES, WEBSITE_STATUSES } from '@app/shared/states/knowledge';
import { DELIVERY_STATUSES, LEAD_SOURCES, LEAD_WEBHOOK_EVENTS } from '@app/shared/states/leads';
import { MEMORY_STATUSES, MEMORY_TYPES } from '@app/shared/states/memories';
import { createAccountWithOwner, createAgent } from '../test/factories.js';
import { openTestDatabase } from '../test/test-app.js';
import type { Database } from './client.js';
import { isCheckViolation } from './errors.js';
import { newId } from './ids.js';

/** Every checked state column (issue 50, ADR 0345) and the shared list its CHECK must hold, value for value. */
const CHECKED: [table: string, column: string, values: readonly string[]][] = [
  ['admin_audit_log', 'action', AUDIT_ACTIONS],
  ['agent_documents', 'source_type', KNOWLEDGE_SOURCE_TYPES],
  ['agent_documents', 'status', DOCUMENT_STATUSES],
  ['agents', 'memory_mode', MEMORY_MODES],
  ['agents', 'status', AGENT_STATUSES],
  ['api_tokens', 'scope', API_TOKEN_SCOPES],
  ['billing_subscriptions', 'provider', BILLING_PROVIDERS],
  ['bookings', 'channel', BOOKING_CHANNELS],
  ['bookings', 'status', BOOKING_STATUSES],
  ['channel_connections', 'kind', MESSAGING_CHANNELS],
  ['channel_connections', 'status', CONNECTION_STATUSES],
  ['channel_deliveries', 'kind', DELIVERY_KINDS],
  ['collaborative_memories', 'status', MEMORY_STATUSES],
  ['collaborative_memories', 'type', MEMORY_TYPES],
  ['conversations', 'channel', CHANNELS],
  ['data_exports', 'status', DATA_EXPORT_STATUSES],
  ['handoff_requests', 'status', HANDOFF_STATUSES],
  ['invoices', 'status', INVOICE_STATUSES],
  ['lead_webhook_deliveries', 'event', LEAD_WEBHOOK_EVENTS],
  ['lead_webhook_deliveries', 'status', DELIVERY_STATUSES],
  ['leads', 'source', LEAD_SOURCES],
  ['messages', 'outcome', ANSWER_OUTCOMES],
  ['tool_calls', 'kind', TOOL_CALL_KINDS],
  ['tool_calls', 'outcome', ACTION_CALL_OUTCOMES],
  ['tool_calls', 'source', ACTION_CALL_SOURCES],
  ['website_pages', 'state', WEBSITE_PAGE_STATES],
  ['website_sources', 'status', WEBSITE_STATUSES],
];

interface Constraint {
  table: string;
  column: string;
  definition: string;
}

/** The values of a CHECK as PostgreSQL prints it back: `CHECK ((status = ANY (ARRAY['a'::text, 'b'::text])))`. */
const valuesOf = (definition: string) => [...definition.matchAll(/'((?:[^']|'')*)'::text/g)].map((m) => m[1]!.replaceAll("''", "'"));

describe('state columns are checked by the database (issue 50)', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('each column has one CHECK holding exactly its shared list, and no other `_values` CHECK exists', async () => {
    const { rows } = await database.sql.query<Constraint>(`
      select c.conrelid::regclass::text as "table", a.attname as "column", pg_get_constraintdef(c.oid) as definition
      from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'c' and c.conname like '%\\_values' and cardinality(c.conkey) = 1`);
    const found = new Map(rows.map((row) => [`${row.table}.${row.column}`, valuesOf(row.definition)]));
    expect(rows).toHaveLength(found.size);
    expect([...found.keys()].sort()).toEqual(CHECKED.map(([table, column]) => `${table}.${column}`).sort());
    for (const [table, column, values] of CHECKED) expect(found.get(`${table}.${column}`), `${table}.${column}`).toEqual([...values]);
  });

  it('refuses a value outside the list, and takes every value of it', async () => {
    const owner = await createAccountWithOwner(database.db);
    const agent = await createAgent(database.db, { accountId: owner.accountId, userId: owner.id });
    const refused = async (statement: ReturnType<typeof sql>) => {
      const error = await database.db.execute(statement).then(
        () => null,
        (err: unknown) => err,
      );
      return isCheckViolation(error);
    };
    expect(await refused(sql`update agents set status = 'Sospeso' where id = ${agent.id}`)).toBe(true);
    expect(await refused(sql`update agents set memory_mode = 'some_chats' where id = ${agent.id}`)).toBe(true);
    expect(
      await refused(
        sql`insert into data_exports (id, account_id, requested_by, status) values (${newId()}, ${owner.accountId}, ${owner.id}, 'expired')`,
      ),
    ).toBe(true);
    expect(
      await refused(
        sql`insert into conversations (id, account_id, agent_id, channel) values (${newId()}, ${owner.accountId}, ${agent.id}, 'sms')`,
      ),
    ).toBe(true);
    for (const status of DATA_EXPORT_STATUSES) {
      await database.db.execute(
        sql`insert into data_exports (id, account_id, requested_by, status) values (${newId()}, ${owner.accountId}, ${owner.id}, ${status})`,
      );
    }
    const { rows } = await database.sql.query<{ n: number }>('select count(*)::int as n from data_exports where account_id = $1', [
      owner.accountId,
    ]);
    expect(rows[0]!.n).toBe(DATA_EXPORT_STATUSES.length);
  });
});

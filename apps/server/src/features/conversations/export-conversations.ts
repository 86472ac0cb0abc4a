import { sql } from 'drizzle-orm';
import { CHANNEL_LABELS } from '@app/shared/i18n/analytics';
import { EXPORT_COLUMNS, type Channel } from '@app/shared/api/analytics';
import type { AnalyticsExportQuery, ConversationFiltersInput } from '@app/shared/api/conversations';
import type { MemberCaller } from '@app/shared/roles';
import type { DbOrTx } from '../../db/client.js';
import { CSV_BOM, csvRomeTime, csvRow } from '../../base/csv.js';
import { reviewedConversations, shownMessage } from './conversation-filters.js';
import { requireAnalyticsScope, resolveRange, type AnalyticsScope } from '../analytics/analytics-scope.js';

/** Rows read per query: memory stays flat however long the export (keyset pages, no offset). */
const PAGE = 1000;

type ExportRow = {
  id: string;
  conversation_id: string;
  agent_id: string;
  channel: string;
  created_at: string | Date;
  sender: string;
  text: string;
  rating: number | null;
  sources: { file: string }[] | null;
};

export interface ExportedMessage {
  conversation: string;
  agent: string;
  channel: string;
  at: string;
  sender: 'Utente' | 'Agente' | 'Team';
  text: string;
  rating: 'positiva' | 'negativa' | '';
  sources: string[];
}

/**
 * The range's messages, conversation by conversation, as CSV lines or JSON, produced page by page: the export of
 * 100,000 messages never holds more than one page. The caller's scope is checked before the first byte.
 */
export async function exportConversations(
  db: DbOrTx,
  { caller, input }: { caller: MemberCaller; input: AnalyticsExportQuery },
  { pageSize = PAGE }: { pageSize?: number } = {},
): Promise<{ filename: string; contentType: string; body: AsyncGenerator<string> }> {
  const scope = await requireAnalyticsScope(db, caller, input.agentId);
  const { from, to } = resolveRange(input);
  const messages = readMessages(db, scope, { ...input, from, to }, pageSize);
  const toExported = (row: ExportRow): ExportedMessage => ({
    conversation: row.conversation_id,
    agent: scope.agentNames.get(row.agent_id) ?? '',
    channel: CHANNEL_LABELS[row.channel as Channel] ?? row.channel,
    at: csvRomeTime(new Date(row.created_at)),
    // A member's reply (issue 30) is not the agent's.
    sender: row.sender === 'user' ? 'Utente' : row.sender === 'team' ? 'Team' : 'Agente',
    text: row.text,
    rating: row.rating === 1 ? 'positiva' : row.rating === -1 ? 'negativa' : '',
    sources: (row.sources ?? []).map((s) => s.file),
  });
  const name = `conversazioni-${from}-${to}`;
  if (input.format === 'json') {
    return { filename: `${name}.json`, contentType: 'application/json; charset=utf-8', body: asJson(messages, toExported) };
  }
  return { filename: `${name}.csv`, contentType: 'text/csv; charset=utf-8', body: asCsv(messages, toExported) };
}

async function* readMessages(
  db: DbOrTx,
  scope: AnalyticsScope,
  filters: ConversationFiltersInput & { from: string; to: string },
  pageSize: number,
) {
  if (scope.agentNames.size === 0) return;
  let after: { conversationStart: string; conversationId: string; at: string; id: string } | null = null;
  for (;;) {
    const page: (ExportRow & { conversation_start: string })[] = (
      await db.execute<ExportRow & { conversation_start: string }>(sql`
        select m.id, m.conversation_id, m.agent_id, c.channel, m.created_at, m.sender, m.text, m.rating, m.sources,
          c.created_at as conversation_start
        from conversations c join messages m on m.conversation_id = c.id and m.account_id = c.account_id
        where ${reviewedConversations('c', scope, filters)} and ${shownMessage('m')}
          ${
            after
              ? sql`and (c.created_at, c.id, m.created_at, m.id) > (${after.conversationStart}::timestamptz, ${after.conversationId}, ${after.at}::timestamptz, ${after.id})`
              : sql``
          }
        order by c.created_at, c.id, m.created_at, m.id
        limit ${pageSize}`)
    ).rows;
    for (const row of page) yield row;
    if (page.length < pageSize) return;
    const last: ExportRow & { conversation_start: string } = page.at(-1)!;
    after = {
      conversationStart: new Date(last.conversation_start).toISOString(),
      conversationId: last.conversation_id,
      at: new Date(last.created_at).toISOString(),
      id: last.id,
    };
  }
}

async function* asCsv(rows: AsyncGenerator<ExportRow>, convert: (row: ExportRow) => ExportedMessage) {
  yield `${CSV_BOM}${EXPORT_COLUMNS.join(';')}\r\n`;
  for await (const row of rows) {
    const m = convert(row);
    yield csvRow([m.conversation, m.agent, m.channel, m.at, m.sender, m.text, m.rating, m.sources.join(', ')]);
  }
}

async function* asJson(rows: AsyncGenerator<ExportRow>, convert: (row: ExportRow) => ExportedMessage) {
  yield '[';
  let first = true;
  for await (const row of rows) {
    yield `${first ? '\n' : ',\n'}${JSON.stringify(convert(row))}`;
    first = false;
  }
  yield '\n]\n';
}

import { and, asc, count, eq } from 'drizzle-orm';
import type { MemberCaller } from '@app/shared/roles';
import { WEBSITE_MESSAGES } from '@app/shared/i18n/knowledge-website';
import { type WebsitePageList, type WebsitePageState } from '@app/shared/api/knowledge-website';
import type { DbOrTx } from '../../../db/client.js';
import { websitePages } from '../../../db/schema/websites.js';
import { agentDocuments } from '../../../db/schema/documents.js';
import { notFound } from '../../../base/errors.js';
import { requireAgent } from '../../agents/require-agent.js';
import { findWebsite } from './website-dto.js';

/** Pages shown per request: the progress list is a window on the latest run, not an export. */
const PAGE_LIST_LIMIT = 500;

/** GET /api/agents/:agentId/websites/:websiteId/pages: the latest run's pages with what became of each. */
export async function listWebsitePages(
  db: DbOrTx,
  { caller, agentId, websiteId, state }: { caller: MemberCaller; agentId: string; websiteId: string; state?: WebsitePageState | 'all' },
): Promise<WebsitePageList> {
  const agent = await requireAgent(db, caller, agentId, 'manage');
  const website = await findWebsite(db, caller.accountId, agent.id, websiteId);
  if (!website) throw notFound(WEBSITE_MESSAGES.notFound, 'WEBSITE_NOT_FOUND');
  const where = and(
    eq(websitePages.accountId, caller.accountId),
    eq(websitePages.websiteId, website.id),
    eq(websitePages.run, website.run),
    state && state !== 'all' ? eq(websitePages.state, state) : undefined,
  );
  const rows = await db
    .select({
      id: websitePages.id,
      url: websitePages.url,
      title: websitePages.title,
      state: websitePages.state,
      reason: websitePages.reason,
      httpStatus: websitePages.httpStatus,
      documentId: websitePages.documentId,
      documentStatus: agentDocuments.status,
    })
    .from(websitePages)
    .leftJoin(agentDocuments, eq(agentDocuments.id, websitePages.documentId))
    .where(where)
    .orderBy(asc(websitePages.depth), asc(websitePages.url))
    .limit(PAGE_LIST_LIMIT);
  const [total] = await db.select({ n: count() }).from(websitePages).where(where);
  return {
    pages: rows.map((row) => ({ ...row, state: row.state, documentStatus: row.documentStatus ?? null })),
    total: total?.n ?? 0,
  };
}

import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditEntry, AuditQuery } from '@app/shared/api/admin';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys, queryString } from './keys';

/** GET /api/super-admin/audit-log: newest first, a page at a time. */
export const getAuditLog = (query: AuditQuery) =>
  apiRequest<{ entries: AuditEntry[]; nextCursor: string | null }>(
    `/super-admin/audit-log${queryString(query as Record<string, string | number | undefined>)}`,
  );

export const auditLogQueryOptions = (query: Omit<AuditQuery, 'cursor'>) =>
  infiniteQueryOptions({
    queryKey: adminKeys.audit(query),
    queryFn: ({ pageParam }) => getAuditLog({ ...query, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useAuditLog = (query: Omit<AuditQuery, 'cursor'>) => useInfiniteQuery(auditLogQueryOptions(query));

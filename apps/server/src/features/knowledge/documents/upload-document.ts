import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { sanitizeFileName } from '@app/shared/format';
import {
  EMPTY_FILE_MESSAGE,
  FILE_TOO_LARGE_MESSAGE,
  NO_FILE_MESSAGE,
  STORAGE_LIMIT_MESSAGE,
  UNSUPPORTED_FILE_MESSAGE,
} from '@app/shared/i18n/knowledge';
import { type UploadContext } from '@app/shared/api/knowledge';
import type { AppContext } from '../../../app-context.js';
import { agentDocuments } from '../../../db/schema/documents.js';
import { newId } from '../../../db/ids.js';
import { badRequest, payloadTooLarge } from '../../../base/errors.js';
import { requireActivePlan } from '../../account/plan-state.js';
import { storageUsedBytes } from '../../account/account-usage.js';
import { lockAccount } from '../../account/lock-account.js';
import type { MemberCaller } from '@app/shared/roles';
import { requireAgent } from '../../agents/require-agent.js';
import { fileTypeFor, isAcceptedKind, sniffFileKind } from '../ingestion/file-kind.js';
import { FileTooLargeError } from '../../../storage/storage.js';
import { failAtSizeLimit, MULTIPART_ENVELOPE_BYTES } from '../../../base/declared-size.js';
import { readStoredHead, streamContains } from './stored-file.js';
import { enqueueDocument } from '../ingestion/process-document-job.js';
import { toDocumentDto } from './document-dto.js';

export interface UploadedFile {
  fileName: string;
  mimeType?: string;
  stream: Readable;
  /** The request's declared length (Content-Length), when it has one: refused before reading when already too large. */
  declaredBytes?: number;
}

/**
 * Stores one file for an agent and queues it for processing. Limits are checked before anything is kept:
 * the per-file size and the plan's storage while streaming, the real content type once the bytes are there,
 * and the storage limit again under the account lock so concurrent uploads cannot pass it together.
 */
export async function uploadDocument(
  ctx: AppContext,
  args: { caller: MemberCaller; agentId: string; context: UploadContext; file: UploadedFile | null },
) {
  const { accountId } = args.caller;
  const agent = await requireAgent(ctx.db, args.caller, args.agentId, 'manage');
  const plan = await requireActivePlan(ctx.db, accountId);
  if (!args.file) throw badRequest(NO_FILE_MESSAGE, 'NO_FILE');
  const fileName = sanitizeFileName(args.file.fileName);

  const perFile = ctx.config.MAX_UPLOAD_MB * 1024 * 1024;
  const remaining = plan.storageBytes - (await storageUsedBytes(ctx.db, accountId));
  if (remaining <= 0) {
    args.file.stream.resume();
    throw payloadTooLarge(STORAGE_LIMIT_MESSAGE(plan.storageLabel), 'STORAGE_LIMIT');
  }
  const storageBinds = remaining < perFile;
  const tooLarge = () =>
    storageBinds
      ? payloadTooLarge(STORAGE_LIMIT_MESSAGE(plan.storageLabel), 'STORAGE_LIMIT')
      : payloadTooLarge(FILE_TOO_LARGE_MESSAGE(ctx.config.MAX_UPLOAD_MB), 'FILE_TOO_LARGE');
  if (args.file.declaredBytes !== undefined && args.file.declaredBytes > Math.min(perFile, remaining) + MULTIPART_ENVELOPE_BYTES) {
    throw tooLarge();
  }
  const id = newId();
  const key = `${accountId}/${agent.id}/${Date.now()}-${id.slice(0, 8)}-${fileName}`;
  failAtSizeLimit(args.file.stream, () => new FileTooLargeError(perFile));
  const size = await ctx.storage.put(key, args.file.stream, { maxBytes: Math.min(perFile, remaining) }).catch((err: unknown) => {
    if (!(err instanceof FileTooLargeError)) throw err;
    throw tooLarge();
  });

  let row: typeof agentDocuments.$inferSelect;
  try {
    if (size === 0) throw badRequest(EMPTY_FILE_MESSAGE, 'EMPTY_FILE');
    const kind = await sniffFileKind(await readStoredHead(ctx.storage, key, 4096, size), fileName, (entry) =>
      streamContains(ctx.storage, key, entry),
    );
    if (!isAcceptedKind(kind)) throw badRequest(UNSUPPORTED_FILE_MESSAGE, 'UNSUPPORTED_FILE');

    row = await ctx.db.transaction(async (tx) => {
      await lockAccount(tx, accountId);
      const used = await storageUsedBytes(tx, accountId);
      if (used + size > plan.storageBytes) throw payloadTooLarge(STORAGE_LIMIT_MESSAGE(plan.storageLabel), 'STORAGE_LIMIT');
      const [inserted] = await tx
        .insert(agentDocuments)
        .values({
          id,
          accountId,
          agentId: agent.id,
          fileName,
          filePath: key,
          fileType: fileTypeFor(kind, args.file!.mimeType),
          sizeBytes: size,
          status: 'pending',
          uploadedAt: sql`now()`,
        })
        .returning();
      return inserted!;
    });
  } catch (err) {
    await ctx.storage.remove(key);
    throw err;
  }
  // The row is committed and points at the file: from here on the file stays.
  await enqueueDocument(ctx, row);
  return toDocumentDto(row);
}

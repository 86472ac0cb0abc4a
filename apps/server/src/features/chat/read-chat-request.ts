import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ATTACHMENT_MAX_MB } from '@app/shared/limits';
import { CHAT_MESSAGES } from '@app/shared/i18n/chat';
import { AppError, badRequest, payloadTooLarge } from '../../base/errors.js';
import { refuseNulCharacter, validateRequestPart } from '../../base/validation.js';
import { failAtSizeLimit, multipartFileTooLarge, refuseDeclaredOver } from '../../base/declared-size.js';
import { readAttachment, type Attachment } from './read-attachment.js';

/**
 * A chat message arrives as JSON, or as multipart/form-data when a file is attached (fields plus one
 * `file` part). Both are validated with the same shared schema; a message needs text or a file (spec §5).
 */
export async function readChatRequest<S extends z.ZodType<{ text: string }>>(
  request: FastifyRequest,
  schema: S,
): Promise<{ input: z.infer<S>; attachment: Attachment | null }> {
  let fields: Record<string, unknown>;
  let file: { name: string; data: Buffer } | null = null;
  if (request.isMultipart()) {
    refuseDeclaredOver(request, ATTACHMENT_MAX_MB * 1024 * 1024, () =>
      payloadTooLarge(CHAT_MESSAGES.attachmentTooLarge, 'ATTACHMENT_TOO_LARGE'),
    );
    fields = {};
    try {
      for await (const part of request.parts({ limits: { fileSize: ATTACHMENT_MAX_MB * 1024 * 1024, files: 1, fields: 10 } })) {
        if (part.type === 'file') {
          if (part.fieldname !== 'file' || file) throw badRequest();
          failAtSizeLimit(part.file, multipartFileTooLarge);
          const data = await part.toBuffer();
          file = { name: part.filename || 'allegato', data };
        } else {
          fields[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge(CHAT_MESSAGES.attachmentTooLarge, 'ATTACHMENT_TOO_LARGE');
      if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw badRequest();
      throw error;
    }
  } else {
    fields = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
  }
  const input = validateRequestPart(schema, fields) as z.infer<S>;
  refuseNulCharacter({ file: file?.name });
  const retrying = Boolean((input as { retryOfMessageId?: string }).retryOfMessageId);
  if (!retrying && !input.text && !file) throw badRequest(CHAT_MESSAGES.empty, 'EMPTY_MESSAGE');
  const attachment = file ? await readAttachment(file.name, file.data) : null;
  return { input, attachment };
}

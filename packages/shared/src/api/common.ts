import { INVALID_ID, INVALID_EMAIL } from '../i18n/common.js';
import { z } from 'zod';

/** Every error the API returns: an Italian message, a stable code, and field errors for forms. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  /** The request's id, as in its X-Request-Id header: what a person quotes to support. */
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const okSchema = z.object({ success: z.literal(true), message: z.string().optional() });

/** An id in a URL: our ids are at most 64 characters. */
export const idSchema = z.string(INVALID_ID).min(1, INVALID_ID).max(64, INVALID_ID);
export const idParamSchema = z.object({ id: idSchema });
/** Everything that belongs to an agent lives under /api/agents/:agentId/… (settings, documents, memories, chat). */
export const agentParamsSchema = z.object({ agentId: idSchema });

export const emailSchema = z.string().trim().toLowerCase().max(254, INVALID_EMAIL).pipe(z.email(INVALID_EMAIL));

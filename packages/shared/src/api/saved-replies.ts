import { z } from 'zod';
import { SAVED_REPLY_MESSAGES } from '../i18n/saved-replies.js';

/** The account's saved replies of 'Richieste' (issue 47): owner and admin manage them, every member inserts them. */
export const savedReplyBodySchema = z.object({
  title: z
    .string(SAVED_REPLY_MESSAGES.titleRequired)
    .trim()
    .min(1, SAVED_REPLY_MESSAGES.titleRequired)
    .max(80, SAVED_REPLY_MESSAGES.titleTooLong),
  text: z
    .string(SAVED_REPLY_MESSAGES.textRequired)
    .trim()
    .min(1, SAVED_REPLY_MESSAGES.textRequired)
    .max(4000, SAVED_REPLY_MESSAGES.textTooLong),
});
export type SavedReplyBody = z.input<typeof savedReplyBodySchema>;

export const savedReplySchema = z.object({ id: z.string(), title: z.string(), text: z.string(), updatedAt: z.string() });
export type SavedReply = z.infer<typeof savedReplySchema>;
export const savedReplyListSchema = z.object({ replies: z.array(savedReplySchema), canManage: z.boolean() });
export type SavedReplyList = z.infer<typeof savedReplyListSchema>;
export const savedReplyParamsSchema = z.object({ replyId: z.string().min(1).max(64) });

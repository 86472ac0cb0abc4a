import { PRIVACY_MESSAGES } from '../i18n/privacy.js';
import { z } from 'zod';

export const visitorQuerySchema = z
  .object(
    {
      email: z.email({ error: PRIVACY_MESSAGES.emailInvalid }).max(254, PRIVACY_MESSAGES.emailInvalid).optional(),
      customerId: z
        .string({ error: PRIVACY_MESSAGES.customerIdInvalid })
        .trim()
        .min(1, PRIVACY_MESSAGES.customerIdInvalid)
        .max(200, PRIVACY_MESSAGES.customerIdInvalid)
        .optional(),
      /** A WhatsApp sender (ADR 0188): international number, `+`, spaces, dots and dashes allowed; stored as digits. */
      phone: z
        .string({ error: PRIVACY_MESSAGES.phoneInvalid })
        .transform((v) => v.replace(/[\s.\-()]/g, '').replace(/^(\+|00)/, ''))
        .pipe(z.string().regex(/^[1-9]\d{5,14}$/, PRIVACY_MESSAGES.phoneInvalid))
        .optional(),
      /** A Telegram sender: their chat id (a private chat's id is the user's id). */
      telegramId: z
        .string({ error: PRIVACY_MESSAGES.telegramIdInvalid })
        .trim()
        .regex(/^\d{1,20}$/, PRIVACY_MESSAGES.telegramIdInvalid)
        .optional(),
      /** A Messenger sender: their page-scoped id (PSID), as Meta sends it. */
      messengerId: z
        .string({ error: PRIVACY_MESSAGES.messengerIdInvalid })
        .trim()
        .regex(/^\d{1,30}$/, PRIVACY_MESSAGES.messengerIdInvalid)
        .optional(),
      /** An Instagram sender: their Instagram-scoped id (IGSID), as Meta sends it. */
      instagramId: z
        .string({ error: PRIVACY_MESSAGES.instagramIdInvalid })
        .trim()
        .regex(/^\d{1,30}$/, PRIVACY_MESSAGES.instagramIdInvalid)
        .optional(),
    },
    { error: PRIVACY_MESSAGES.whoRequired },
  )
  .refine((v) => Boolean(v.email || v.customerId || v.phone || v.telegramId || v.messengerId || v.instagramId), {
    error: PRIVACY_MESSAGES.whoRequired,
  });
export type VisitorQuery = z.infer<typeof visitorQuerySchema>;

export const visitorConversationSchema = z.object({
  id: z.string(),
  agentId: z.string(),
  agentName: z.string(),
  channel: z.string(),
  createdAt: z.string(),
  messages: z.number().int(),
});
/** A contact the visitor left (issue 30's leads), found by the e-mail searched for. */
export const visitorLeadSchema = z.object({
  id: z.string(),
  agentName: z.string(),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
});
export const visitorConversationsSchema = z.object({
  conversations: z.array(visitorConversationSchema),
  leads: z.array(visitorLeadSchema),
});
export type VisitorConversations = z.infer<typeof visitorConversationsSchema>;
export const visitorErasedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Conversations deleted. */
  deleted: z.number().int(),
  leads: z.number().int(),
});

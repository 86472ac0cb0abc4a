import { z } from 'zod';

/** Issue 33 (GDPR): an owner finds one visitor's conversations by e-mail or widget customer id, and erases them. */
export const PRIVACY_MESSAGES = {
  whoRequired: "Indica l'e-mail del visitatore oppure l'id cliente del widget.",
  emailInvalid: 'Indirizzo e-mail non valido.',
  customerIdInvalid: "L'id cliente deve avere da 1 a 200 caratteri.",
  nothingFound: 'Nessuna conversazione trovata per questo visitatore.',
  erased: (count: number) =>
    count === 1 ? 'Cancellata 1 conversazione del visitatore.' : `Cancellate ${count} conversazioni del visitatore.`,
} as const;

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
    },
    { error: PRIVACY_MESSAGES.whoRequired },
  )
  .refine((v) => Boolean(v.email || v.customerId), { error: PRIVACY_MESSAGES.whoRequired });
export type VisitorQuery = z.infer<typeof visitorQuerySchema>;

export const visitorConversationSchema = z.object({
  id: z.string(),
  agentId: z.string(),
  agentName: z.string(),
  channel: z.string(),
  createdAt: z.string(),
  messages: z.number().int(),
});
export const visitorConversationsSchema = z.object({ conversations: z.array(visitorConversationSchema) });
export type VisitorConversations = z.infer<typeof visitorConversationsSchema>;
export const visitorErasedSchema = z.object({ success: z.literal(true), message: z.string(), deleted: z.number().int() });

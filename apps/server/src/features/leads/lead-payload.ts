import type { leads } from '../../db/schema/leads.js';

/** The `lead` object of a webhook body (README 'Webhook dei contatti', ADR 0157); the export uses the same fields. */
export function leadPayload(lead: typeof leads.$inferSelect, agentName: string) {
  return {
    lead: {
      id: lead.id,
      agentId: lead.agentId,
      agentName,
      conversationId: lead.conversationId,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      consent: lead.consent,
      consentAt: lead.consentAt?.toISOString() ?? null,
      source: lead.source,
      createdAt: lead.createdAt.toISOString(),
    },
  };
}

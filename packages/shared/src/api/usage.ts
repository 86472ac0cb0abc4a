import { z } from 'zod';

/**
 * One usage figure against its plan limit, the one shape every screen reads (the dashboard, 'Abbonamento', the back
 * office). `limit` is null when the account has no plan to measure against (trial ended, plan expired).
 */
export const usageMeterSchema = z.object({ used: z.number(), limit: z.number().nullable() });
export type UsageMeter = z.infer<typeof usageMeterSchema>;

/** An account's usage: agents, seats (members not deactivated, owner included), storage in bytes, agent replies this month. */
export const accountUsageSchema = z.object({
  agents: usageMeterSchema,
  users: usageMeterSchema,
  storage: usageMeterSchema,
  messages: usageMeterSchema,
});
export type AccountUsage = z.infer<typeof accountUsageSchema>;

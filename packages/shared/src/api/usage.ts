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

/** What an account holds, measured against each plan before it is bought (plan-excess.ts, issue 44). */
export const accountFootprintSchema = z.object({
  users: z.number().int(),
  agents: z.number().int(),
  storageBytes: z.number(),
  largestAgentPages: z.number().int(),
  channelConnections: z.number().int(),
});

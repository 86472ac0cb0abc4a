import { z } from 'zod';
import { PLAN_IDS } from '../plans.js';

export const dashboardSummarySchema = z.object({
  /** Owner only: team members plus self. */
  members: z.number().int().nullable(),
  /** Owner and admin only. */
  agents: z.number().int().nullable(),
  storage: z.object({ usedBytes: z.number(), limitBytes: z.number() }),
  messages: z.object({ used: z.number().int(), limit: z.number().int() }),
  /** Owner and admin only: agent replies in the last 24 hours. */
  interactions24h: z.number().int().nullable(),
  plan: z.object({ id: z.enum(PLAN_IDS).nullable(), status: z.enum(['active', 'trial', 'expired']), renewsAt: z.string().nullable() }),
  limits: z.object({ users: z.number().int(), agents: z.number().int() }),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

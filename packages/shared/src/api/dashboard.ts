import { z } from 'zod';
import { PLAN_IDS } from '../plans.js';
import { usageMeterSchema } from './usage.js';

/** The account's model provider failing (issue 33): since when, and how many answers fell back to offline mode. */
export const providerFailingSchema = z.object({ since: z.string(), failures: z.number().int() });
export type ProviderFailing = z.infer<typeof providerFailingSchema>;

export const dashboardSummarySchema = z.object({
  /** Owner only: team members plus self. */
  members: z.number().int().nullable(),
  /** Owner and admin only. */
  agents: z.number().int().nullable(),
  storage: usageMeterSchema,
  messages: usageMeterSchema,
  /** Owner and admin only: agent replies in the last 24 hours. */
  interactions24h: z.number().int().nullable(),
  plan: z.object({ id: z.enum(PLAN_IDS).nullable(), status: z.enum(['active', 'trial', 'expired']), renewsAt: z.string().nullable() }),
  limits: z.object({ users: z.number().int(), agents: z.number().int() }),
  /** Owner and admin only: the model provider failing now, or null. */
  providerFailing: providerFailingSchema.nullable(),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

/**
 * The owner's first-run checklist (issue 19), in order. Each step is read from the account's data: an agent, a
 * document, a message in the test chat, a visitor's conversation (public link or site), a team member, a plan.
 */
export const ONBOARDING_STEPS = ['agent', 'document', 'chat', 'share', 'team', 'plan'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export const onboardingSchema = z.object({
  dismissed: z.boolean(),
  steps: z.array(z.object({ id: z.enum(ONBOARDING_STEPS), done: z.boolean() })),
  /** The account's first agent, so the steps can link to its settings, chat and share dialog. */
  firstAgentId: z.string().nullable(),
});
export type Onboarding = z.infer<typeof onboardingSchema>;

import { AUDIT_ACTIONS } from '../states/audit.js';
import { ADMIN_FIELD_MESSAGES } from '../i18n/admin.js';
import { INVALID_EXPIRY, INVALID_PLAN, INVALID_ROLE, PLAN_EXPIRY_REQUIRED, PLAN_REASON_REQUIRED } from '../i18n/admin.js';
import { z } from 'zod';
import { accountUsageSchema } from './usage.js';
import { PLAN_IDS } from '../plans.js';
import { idSchema } from './common.js';

/** The platform operator's back office (spec §2 super admin screens, §3 subscription row, §9; DECISIONS D7, D14). */

/** Roles the operator may give (spec §6): super_admin only from the command line (D7). */
export const ADMIN_ASSIGNABLE_ROLES = ['user', 'admin', 'owner', 'instructor'] as const;
export type AdminAssignableRole = (typeof ADMIN_ASSIGNABLE_ROLES)[number];

export const SUBSCRIPTION_STATUSES = ['banned', 'active', 'inactive'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
/** Spec §4: 'Bannato' while the ban applies, else 'Attivo' if the password is set, else 'Inattivo (…)'. */
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  banned: 'Bannato',
  active: 'Attivo',
  inactive: 'Inattivo (Password non impostata)',
};
export function subscriptionStatus(
  row: { bannedUntil: string | Date | null; isActive: boolean },
  now: Date = new Date(),
): SubscriptionStatus {
  if (row.bannedUntil && new Date(row.bannedUntil).getTime() > now.getTime()) return 'banned';
  return row.isActive ? 'active' : 'inactive';
}

/** 'account' (the default, issue 34): customers, newest first, each account's members together, its owner first. */
export const SUBSCRIPTION_SORTS = ['account', 'created', 'email', 'lastSignIn'] as const;
export const SUBSCRIPTION_PAGE_SIZES = [10, 25, 50, 100] as const;

export const planStatusSchema = z.enum(['active', 'trial', 'expired']);

/** Spec §3 list-subscriptions row, plus the account's plan state (the plan belongs to the account: D2). */
export const subscriptionRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.string(),
  accountId: z.string().nullable(),
  /** The customer (issue 34): the billing name and Partita IVA of the account's billing data, null until filled in. */
  companyName: z.string().nullable(),
  vatNumber: z.string().nullable(),
  planName: z.string().nullable(),
  planStatus: planStatusSchema.nullable(),
  agentCount: z.number().int(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
  planExpiresAt: z.string().nullable(),
  trialEndsAt: z.string().nullable(),
  bannedUntil: z.string().nullable(),
  isActive: z.boolean(),
  /** The address is confirmed (spec §4: an invitee has not confirmed yet); with isActive, may become owner (ADR 0124). */
  emailConfirmed: z.boolean(),
  isInstructor: z.boolean(),
  status: z.enum(SUBSCRIPTION_STATUSES),
});
export type SubscriptionRow = z.infer<typeof subscriptionRowSchema>;

const optionalText = (max: number) =>
  z
    .string(ADMIN_FIELD_MESSAGES.filtroNonValido)
    .trim()
    .max(max, ADMIN_FIELD_MESSAGES.filtroTroppoLungo)
    .optional()
    .transform((v) => (v ? v : undefined));

export const listSubscriptionsQuerySchema = z.object({
  q: optionalText(200),
  plan: z.enum([...PLAN_IDS, 'trial', 'expired'], ADMIN_FIELD_MESSAGES.filtroPianoNonValido).optional(),
  status: z.enum(SUBSCRIPTION_STATUSES, ADMIN_FIELD_MESSAGES.filtroStatoNonValido).optional(),
  sort: z.enum(SUBSCRIPTION_SORTS, ADMIN_FIELD_MESSAGES.ordinamentoNonValido).default('account'),
  dir: z.enum(['asc', 'desc'], ADMIN_FIELD_MESSAGES.direzioneDiOrdinamentoNonValida).default('desc'),
  page: z.coerce
    .number(ADMIN_FIELD_MESSAGES.paginaNonValida)
    .int(ADMIN_FIELD_MESSAGES.paginaNonValida)
    .min(1, ADMIN_FIELD_MESSAGES.paginaNonValida)
    .max(100_000, ADMIN_FIELD_MESSAGES.paginaNonValida)
    .default(1),
  pageSize: z.coerce
    .number(ADMIN_FIELD_MESSAGES.dimensioneDellaPaginaNonValida)
    .int(ADMIN_FIELD_MESSAGES.dimensioneDellaPaginaNonValida)
    .min(1, ADMIN_FIELD_MESSAGES.dimensioneDellaPaginaNonValida)
    .max(100, ADMIN_FIELD_MESSAGES.alMassimo100RighePer)
    .default(25),
});
export type ListSubscriptionsQuery = z.input<typeof listSubscriptionsQuerySchema>;
export type ListSubscriptionsParams = z.output<typeof listSubscriptionsQuerySchema>;

export const subscriptionPageSchema = z.object({
  rows: z.array(subscriptionRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SubscriptionPage = z.infer<typeof subscriptionPageSchema>;

export const subscriptionDetailSchema = z.object({
  user: subscriptionRowSchema,
  account: z
    .object({
      id: z.string(),
      name: z.string(),
      createdAt: z.string(),
      usage: accountUsageSchema,
      members: z.array(
        z.object({
          id: z.string(),
          email: z.string(),
          firstName: z.string().nullable(),
          lastName: z.string().nullable(),
          role: z.string(),
          status: z.enum(SUBSCRIPTION_STATUSES),
        }),
      ),
    })
    .nullable(),
});
export type SubscriptionDetail = z.infer<typeof subscriptionDetailSchema>;

export const updateRoleSchema = z.object({ role: z.enum(ADMIN_ASSIGNABLE_ROLES, INVALID_ROLE) }, INVALID_ROLE);
export type UpdateRoleInput = z.infer<typeof updateRoleSchema>;

export const updatePlanSchema = z
  .object(
    {
      planName: z.enum(PLAN_IDS, INVALID_PLAN).nullable(),
      reason: z.string(PLAN_REASON_REQUIRED).trim().min(5, PLAN_REASON_REQUIRED).max(500, PLAN_REASON_REQUIRED),
      planExpiresAt: z
        .string(INVALID_EXPIRY)
        .max(40, INVALID_EXPIRY)
        .refine((v) => !Number.isNaN(Date.parse(v)), INVALID_EXPIRY)
        .nullable(),
    },
    INVALID_PLAN,
  )
  .superRefine((input, ctx) => {
    if (input.planName && !input.planExpiresAt) ctx.addIssue({ code: 'custom', path: ['planExpiresAt'], message: PLAN_EXPIRY_REQUIRED });
  });
export type UpdatePlanInput = z.infer<typeof updatePlanSchema>;

export const banSchema = z.object({ banned: z.boolean(ADMIN_FIELD_MESSAGES.statoNonValido) }, ADMIN_FIELD_MESSAGES.statoNonValido);

export const adminMessageSchema = z.object({ success: z.literal(true), message: z.string(), user: subscriptionRowSchema });

export const adminStatsSchema = z.object({
  totalSubscriptions: z.number().int(),
  activeSubscriptions: z.number().int(),
  apiKeys: z.number().int(),
  distinctPlans: z.number().int(),
  accountsPerPlan: z.array(z.object({ plan: z.string(), label: z.string(), count: z.number().int() })),
  /** Members added who have not confirmed yet, rows added with an address in use elsewhere included (ADR 0113). */
  pendingInvitations: z.number().int(),
  trialsEndingThisWeek: z.number().int(),
  monthlyRecurringRevenueEuro: z.number(),
  agentRepliesLast30Days: z.array(z.object({ day: z.string(), count: z.number().int() })),
  documentsWaiting: z.number().int(),
  documentsFailed: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const adminPlansSchema = z.object({
  plans: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      priceEuroMonthly: z.number(),
      maxUsers: z.number(),
      maxAgents: z.number(),
      storageLabel: z.string(),
      messagesPerMonth: z.number(),
      features: z.array(z.string()),
      priceKey: z.string(),
      stripePriceConfigured: z.boolean(),
      activeAccounts: z.number().int(),
      totalAccounts: z.number().int(),
    }),
  ),
  trialAccounts: z.number().int(),
});
export type AdminPlans = z.infer<typeof adminPlansSchema>;

export { AUDIT_ACTIONS, type AuditAction } from '../states/audit.js';

export const auditQuerySchema = z.object({
  action: z.enum(AUDIT_ACTIONS, ADMIN_FIELD_MESSAGES.azioneNonValida).optional(),
  actor: optionalText(254),
  target: optionalText(254),
  /** The id of the last entry of the previous page (newest first). */
  cursor: optionalText(64),
  limit: z.coerce
    .number(ADMIN_FIELD_MESSAGES.limiteNonValido)
    .int(ADMIN_FIELD_MESSAGES.limiteNonValido)
    .min(1, ADMIN_FIELD_MESSAGES.limiteNonValido)
    .max(100, ADMIN_FIELD_MESSAGES.limiteNonValido)
    .default(50),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  targetLabel: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
  /** Issue 34: what happened, in one Italian sentence with named people and plans and dd/MM/yyyy HH:mm dates. */
  summary: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = z.object({ entries: z.array(auditEntrySchema), nextCursor: z.string().nullable() });

export const subscriptionIdParamsSchema = z.object({ id: idSchema });

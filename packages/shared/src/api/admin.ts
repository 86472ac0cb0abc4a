import { z } from 'zod';
import { PLAN_IDS } from '../plans.js';
import { idSchema } from './common.js';

/** The platform operator's back office (spec §2 super admin screens, §3 subscription row, §9; DECISIONS D7, D14). */

export const USER_NOT_FOUND = 'Utente non trovato.';
export const PROFILE_UPDATED = 'Profilo utente aggiornato con successo!';
export const roleUpdatedMessage = (role: string) => `Ruolo utente aggiornato con successo a ${role}!`;
export const roleUpdateErrorMessage = (message: string) => `Errore nell'aggiornamento del ruolo: ${message}`;
export const profileUpdateErrorMessage = (message: string) => `Errore nell'aggiornamento del profilo: ${message}`;
export const statsErrorMessage = (message: string) => `Errore nel recupero delle statistiche: ${message}`;

export const LAST_SUPER_ADMIN = "Non puoi rimuovere l'ultimo super admin della piattaforma.";
export const SUPER_ADMIN_ROLE_FROM_WEB = 'Il ruolo super admin si assegna solo da riga di comando.';
export const OWNER_NEEDS_SUCCESSOR =
  'Un proprietario non può cambiare ruolo direttamente: nomina proprietario un altro membro del suo account, e lui diventerà admin.';
export const SUPER_ADMIN_ONLY_TO_OWNER =
  'Un super admin non appartiene a nessun account: può diventare solo proprietario di un nuovo account.';
/** ADR 0124: the hand-over of ADR 0050 to a member who has not activated their account (they could not sign in). */
export const OWNER_NOT_ACTIVATED =
  "Questo membro non ha ancora attivato il suo account: potrà diventare proprietario dopo aver confermato l'invito e scelto la password.";
export const NO_PLAN_FOR_OPERATOR = 'Un super admin non ha un account cliente né un piano.';
export const CANNOT_BAN_SELF = 'Non puoi disattivare il tuo stesso account.';
export const INVALID_EXPIRY = 'Data di scadenza del piano non valida.';
export const INVALID_PLAN = 'Piano non valido.';
export const INVALID_ROLE = 'Ruolo non valido.';

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

/** The account's plan state in the back office's words. */
export const PLAN_STATE_LABELS = { active: 'Attivo', trial: 'In prova', expired: 'Scaduto' } as const;

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
    .string('Filtro non valido.')
    .trim()
    .max(max, 'Filtro troppo lungo.')
    .optional()
    .transform((v) => (v ? v : undefined));

export const listSubscriptionsQuerySchema = z.object({
  q: optionalText(200),
  plan: z.enum([...PLAN_IDS, 'trial', 'expired'], 'Filtro piano non valido.').optional(),
  status: z.enum(SUBSCRIPTION_STATUSES, 'Filtro stato non valido.').optional(),
  sort: z.enum(SUBSCRIPTION_SORTS, 'Ordinamento non valido.').default('account'),
  dir: z.enum(['asc', 'desc'], 'Direzione di ordinamento non valida.').default('desc'),
  page: z.coerce
    .number('Pagina non valida.')
    .int('Pagina non valida.')
    .min(1, 'Pagina non valida.')
    .max(100_000, 'Pagina non valida.')
    .default(1),
  pageSize: z.coerce
    .number('Dimensione della pagina non valida.')
    .int('Dimensione della pagina non valida.')
    .min(1, 'Dimensione della pagina non valida.')
    .max(100, 'Al massimo 100 righe per pagina.')
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

const usageSchema = z.object({ used: z.number(), limit: z.number().nullable() });
export const subscriptionDetailSchema = z.object({
  user: subscriptionRowSchema,
  account: z
    .object({
      id: z.string(),
      name: z.string(),
      createdAt: z.string(),
      usage: z.object({ agents: usageSchema, seats: usageSchema, storageBytes: usageSchema, messagesThisMonth: usageSchema }),
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

/** Issue 34: the operator says why the plan changes; the customer reads it in the e-mail that tells them. */
export const PLAN_REASON_REQUIRED = 'Indica il motivo del cambio di piano (da 5 a 500 caratteri): lo leggerà il cliente.';
export const updatePlanSchema = z.object(
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
);
export type UpdatePlanInput = z.infer<typeof updatePlanSchema>;

export const banSchema = z.object({ banned: z.boolean('Stato non valido.') }, 'Stato non valido.');

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

export const AUDIT_ACTIONS = [
  'role.changed',
  'plan.changed',
  'user.banned',
  'user.unbanned',
  'api_key.added',
  'api_key.defaulted',
  'api_key.deleted',
  'api_key.tested',
  'visitor_data.erased',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'role.changed': 'Ruolo modificato',
  'plan.changed': 'Piano modificato',
  'user.banned': 'Utente bannato',
  'user.unbanned': 'Utente riattivato',
  'api_key.added': 'Chiave API aggiunta',
  'api_key.defaulted': 'Chiave API predefinita',
  'api_key.deleted': 'Chiave API eliminata',
  'api_key.tested': 'Chiave API provata',
  'visitor_data.erased': 'Dati di un visitatore cancellati',
};

export const auditQuerySchema = z.object({
  action: z.enum(AUDIT_ACTIONS, 'Azione non valida.').optional(),
  actor: optionalText(254),
  target: optionalText(254),
  /** The id of the last entry of the previous page (newest first). */
  cursor: optionalText(64),
  limit: z.coerce
    .number('Limite non valido.')
    .int('Limite non valido.')
    .min(1, 'Limite non valido.')
    .max(100, 'Limite non valido.')
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

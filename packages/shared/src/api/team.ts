import { TEAM_FIELD_MESSAGES } from '../i18n/team.js';
import { INVALID_ROLE_EDIT, INVALID_INVITE, NAME_TOO_LONG, NAME_INVALID, MEMBER_ID_INVALID } from '../i18n/team.js';
import { z } from 'zod';
import { usageMeterSchema } from './usage.js';
import { emailSchema } from './common.js';
import { PASSWORD_SECURITY_MESSAGE } from '../i18n/password.js';
import { strongPasswordSchema } from '../password.js';
import { ASSIGNABLE_MEMBER_ROLES, ROLES } from '../roles.js';

/** Team management (spec §2 Team users, §4 team member status, §5 add team user / edit role, §8). */
export const TEAM_REQUIRED_FIELDS = TEAM_FIELD_MESSAGES.teamRequiredFields;

export const memberAddedMessage = (email: string) => `Utente ${email} aggiunto con successo e email di benvenuto inviata.`;

export const memberDeletedMessage = (email: string) => `Utente ${email} eliminato con successo.`;

export const statusUpdatedMessage = (active: boolean) => `Utente ${active ? 'attivato' : 'disattivato'} con successo.`;

/** Ten years ahead (spec §9 deactivation ban length). */
export const DEACTIVATION_YEARS = 10;
export const INVITE_VALID_DAYS = 7;

const requiredText = z.string({ error: TEAM_REQUIRED_FIELDS }).min(1, TEAM_REQUIRED_FIELDS);
const optionalName = z.string({ error: NAME_INVALID }).trim().max(100, NAME_TOO_LONG).optional();

export const addTeamMemberSchema = z.object({
  email: requiredText.pipe(emailSchema),
  password: requiredText.pipe(strongPasswordSchema(PASSWORD_SECURITY_MESSAGE)),
  role: requiredText.pipe(z.enum(ASSIGNABLE_MEMBER_ROLES, { error: INVALID_ROLE_EDIT })),
  firstName: optionalName,
  lastName: optionalName,
});
export type AddTeamMemberInput = z.input<typeof addTeamMemberSchema>;
export type AddTeamMember = z.output<typeof addTeamMemberSchema>;

export const updateMemberRoleSchema = z.object({
  role: z.enum(ASSIGNABLE_MEMBER_ROLES, { error: INVALID_ROLE_EDIT }),
});
export type UpdateMemberRoleInput = z.infer<typeof updateMemberRoleSchema>;

export const memberIdParamSchema = z.object({
  id: z.string({ error: MEMBER_ID_INVALID }).min(1, MEMBER_ID_INVALID).max(64, MEMBER_ID_INVALID),
});

export const TEAM_MEMBER_STATUSES = ['active', 'invited', 'deactivated'] as const;
export type TeamMemberStatus = (typeof TEAM_MEMBER_STATUSES)[number];
export const TEAM_STATUS_LABELS: Record<TeamMemberStatus, string> = {
  active: 'Attivo',
  invited: 'Invitato',
  deactivated: 'Disattivato',
};

export const teamMemberSchema = z.object({
  id: z.string(),
  /** Same as id (spec §3 derived member_id). */
  memberId: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(ROLES),
  bannedUntil: z.string().nullable(),
  emailConfirmed: z.boolean(),
  /** The member has set their own password (profiles.is_active). */
  isActive: z.boolean(),
  status: z.enum(TEAM_MEMBER_STATUSES),
  isSelf: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamListSchema = z.object({
  members: z.array(teamMemberSchema),
  /** Members not deactivated, owner included, against the effective plan's limit (null when expired): the usage DTO's meter. */
  seats: usageMeterSchema,
  /** 'expired': no members can be added until a plan is chosen (D4). */
  planStatus: z.enum(['active', 'trial', 'expired']),
});
export type TeamList = z.infer<typeof teamListSchema>;

export const teamMemberResponseSchema = z.object({ member: teamMemberSchema, message: z.string() });
export const teamMessageSchema = z.object({ success: z.literal(true), message: z.string() });

export const resendInviteSchema = z.object({ email: emailSchema });
export type ResendInviteInput = z.infer<typeof resendInviteSchema>;

export const confirmInviteSchema = z.object({ token: z.string({ error: INVALID_INVITE }).min(1, INVALID_INVITE).max(512, INVALID_INVITE) });
export const confirmInviteResponseSchema = z.object({
  /** false: the member must set their own password first (spec §4 confirm invite). */
  isActive: z.boolean(),
  message: z.string(),
});
export type ConfirmInviteResponse = z.infer<typeof confirmInviteResponseSchema>;

/** Deactivated while banned_until lies in the future; else active once the e-mail is confirmed; else invited (spec §4). */
export function teamMemberStatus(
  member: { bannedUntil: string | Date | null; emailConfirmed: boolean },
  now: Date = new Date(),
): TeamMemberStatus {
  if (member.bannedUntil && new Date(member.bannedUntil).getTime() > now.getTime()) return 'deactivated';
  return member.emailConfirmed ? 'active' : 'invited';
}

/** Owners first, then invited, then by first name (spec §4). */
export function compareTeamMembers(
  a: Pick<TeamMember, 'role' | 'status' | 'firstName' | 'email'>,
  b: Pick<TeamMember, 'role' | 'status' | 'firstName' | 'email'>,
): number {
  const rank = (m: Pick<TeamMember, 'role' | 'status'>) => (m.role === 'owner' ? 0 : m.status === 'invited' ? 1 : 2);
  const byRank = rank(a) - rank(b);
  if (byRank !== 0) return byRank;
  const byName = (a.firstName ?? '').localeCompare(b.firstName ?? '', 'it', { sensitivity: 'base' });
  return byName !== 0 ? byName : a.email.localeCompare(b.email);
}

import type { ApiTokenScope } from './states/api-tokens.js';
/** Roles and permission rules (spec §6, DECISIONS D3, D7). Server and UI both call these. */
export const ACCOUNT_ROLES = ['owner', 'admin', 'instructor', 'user'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];
export const ROLES = [...ACCOUNT_ROLES, 'super_admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles an owner may give to members (never owner or super_admin). */
export const ASSIGNABLE_MEMBER_ROLES = ['user', 'admin', 'instructor'] as const;
export type AssignableMemberRole = (typeof ASSIGNABLE_MEMBER_ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Proprietario',
  admin: 'Admin',
  instructor: 'Istruttore',
  user: 'Utente',
  super_admin: 'Super Admin',
};

export function roleLabel(role: string | null | undefined): string {
  return ROLE_LABELS[(role ?? 'user') as Role] ?? ROLE_LABELS.user;
}

export function normalizeRole(role: string | null | undefined): Role {
  return (ROLES as readonly string[]).includes(role ?? '') ? (role as Role) : 'user';
}

export const INSTRUCTOR_ELIGIBLE_ROLES: readonly Role[] = ['owner', 'admin', 'instructor'];

export interface AgentRef {
  userId: string;
  instructorId: string | null;
}
/**
 * Who makes a request, however they proved it (a session cookie, or an API token on /api/v1). The server
 * builds it once per request; every service and every rule below takes it (or the part it needs).
 */
export interface Caller {
  userId: string;
  /** null for the platform's super admins, who belong to no account (D2). */
  accountId: string | null;
  role: Role;
  email: string;
  /** The browser session the request came with; absent for an API token. */
  sessionId?: string;
  /** The API token the request came with (/api/v1 only, ADR 0080); it acts as the member who created it. */
  tokenId?: string;
  /** What that token may do (`scopeAllows` in api/integrations). */
  tokenScope?: ApiTokenScope;
}
/** A member of a customer account, profile active (spec §4 guard). */
export interface MemberCaller extends Caller {
  accountId: string;
  role: AccountRole;
}
/** The account's owner (team, billing). */
export interface OwnerCaller extends MemberCaller {
  role: 'owner';
}
export interface SuperAdminCaller extends Caller {
  accountId: null;
  role: 'super_admin';
}
/** What a permission rule needs to know of the caller. */
export type Acting = Pick<Caller, 'userId' | 'role'>;

/** Who sees which agents (D3): owner/admin/user all, instructor only those assigned. */
export function canSeeAgent(actor: Acting, agent: AgentRef): boolean {
  if (actor.role === 'instructor') return agent.instructorId === actor.userId;
  return actor.role === 'owner' || actor.role === 'admin' || actor.role === 'user';
}

/** Settings, documents, memories: the agent's creator, its instructor, or the account owner (D3). */
export function canManageAgent(actor: Acting, agent: AgentRef): boolean {
  return actor.role === 'owner' || agent.userId === actor.userId || agent.instructorId === actor.userId;
}

/**
 * 'Approvazione dei ricordi' (issue 34, ADR 0132): with the setting on, a memory taught in the chat by someone who may
 * not manage the agent (a user, or an admin who did not create it) waits until one who may (the account owner, the
 * agent's creator or its instructor: `canManageAgent`) approves it. Their own memories apply at once.
 */
export function memoryNeedsApproval(author: Acting, agent: AgentRef & { memoryApproval: boolean }): boolean {
  return agent.memoryApproval && !canManageAgent(author, agent);
}

/** Duplicate and delete: only the agent's owner (creator), or the account owner (D3). */
export function canDuplicateOrDeleteAgent(actor: Acting, agent: AgentRef): boolean {
  return actor.role === 'owner' || agent.userId === actor.userId;
}

/** Analytics: the agent's owner or its instructor (spec §2), and the account owner. */
export function canViewAgentAnalytics(actor: Acting, agent: AgentRef): boolean {
  return canManageAgent(actor, agent);
}

/**
 * Reading an agent's conversations (the review): whoever sees its analytics, and an admin, whose general view
 * covers every agent of the account (D13). Instructors see their assigned agents through `canManageAgent`.
 */
export function canReviewAgentConversations(actor: Acting, agent: AgentRef): boolean {
  return actor.role === 'admin' || canViewAgentAnalytics(actor, agent);
}

/** The general analytics view and its conversation list (D13): never a plain user. */
export function canViewGeneralAnalytics(role: Role): boolean {
  return role === 'owner' || role === 'admin' || role === 'instructor';
}

/** The retention of conversations (issue 13): the account owner's decision. */
export function canSetConversationRetention(role: Role): boolean {
  return role === 'owner';
}

/** 'Contatti' (issue 30, ADR 0158): owner and admin every lead, an instructor those of the agents assigned to them, a user none. */
export function canSeeLeads(role: Role): boolean {
  return role === 'owner' || role === 'admin' || role === 'instructor';
}

/** The leads of one agent: as `canSeeLeads`, an instructor only for the agents assigned to them. */
export function canSeeAgentLeads(actor: Acting, agent: AgentRef): boolean {
  if (!canSeeLeads(actor.role)) return false;
  return actor.role !== 'instructor' || agent.instructorId === actor.userId;
}

/** The account's webhook for new leads (its URL and signing secret): the owner only (ADR 0157). */
export function canManageLeadWebhook(role: Role): boolean {
  return role === 'owner';
}

/** The account's saved replies of 'Richieste' (issue 47): owner and admin manage them; every member inserts them. */
export function canManageSavedReplies(role: Role): boolean {
  return role === 'owner' || role === 'admin';
}

export function canCreateAgents(role: Role): boolean {
  return role === 'owner' || role === 'admin' || role === 'user';
}

export function canManageTeam(role: Role): boolean {
  return role === 'owner';
}

/** Role, status and deletion of a team row: only by the owner, and never on an owner's row (spec §5). */
export function canManageTeamMember(actorRole: Role, targetRole: Role): boolean {
  return canManageTeam(actorRole) && targetRole !== 'owner' && targetRole !== 'super_admin';
}

export function canManageBilling(role: Role): boolean {
  return role === 'owner';
}

export interface NavItem {
  to: string;
  label: string;
  roles: readonly Role[];
  bottom?: boolean;
}

/** Sidebar items by role (spec §2). */
export const SIDEBAR_ITEMS: readonly NavItem[] = [
  { to: '/dashboard', label: 'Dashboard', roles: ['owner', 'admin', 'user', 'instructor'] },
  // D15: a user's way to the agents they may chat with (the others reach each chat from 'Agenti').
  { to: '/agent/chat', label: 'Chat', roles: ['user'] },
  { to: '/agents', label: 'Agenti', roles: ['owner', 'admin', 'instructor'] },
  // Issue 30, D17: every member sees the hand-off requests they may handle (owner/admin all, the others theirs).
  { to: '/inbox', label: 'Richieste', roles: ['owner', 'admin', 'instructor', 'user'] },
  // Issue 46, D19: bookings seen as 'Richieste' (owner/admin all, an instructor their agents', a user those assigned).
  { to: '/bookings', label: 'Prenotazioni', roles: ['owner', 'admin', 'instructor', 'user'] },
  { to: '/users', label: 'Utenti', roles: ['owner'] },
  { to: '/analytics', label: 'Attività', roles: ['owner', 'admin', 'instructor'] },
  { to: '/contacts', label: 'Contatti', roles: ['owner', 'admin', 'instructor'] },
  { to: '/integrations', label: 'Integrazioni', roles: ['owner', 'admin', 'instructor'] },
  { to: '/billing', label: 'Abbonamento', roles: ['owner'] },
  { to: '/contact-support', label: 'Supporto', roles: ['owner', 'admin', 'user', 'instructor'], bottom: true },
];

export const SUPER_ADMIN_ITEMS: readonly NavItem[] = [
  { to: '/super-admin/dashboard', label: 'Dashboard', roles: ['super_admin'] },
  { to: '/super-admin/subscriptions', label: 'Abbonamenti', roles: ['super_admin'] },
  { to: '/super-admin/plans', label: 'Piani Abbonamento', roles: ['super_admin'] },
  { to: '/super-admin/api-keys', label: 'Chiavi API', roles: ['super_admin'] },
  // Beyond the spec: every operator action, with who, when, before and after (D14).
  { to: '/super-admin/audit-log', label: 'Registro operazioni', roles: ['super_admin'] },
];

export function sidebarItemsFor(role: Role): NavItem[] {
  if (role === 'super_admin') return [...SUPER_ADMIN_ITEMS];
  return SIDEBAR_ITEMS.filter((item) => item.roles.includes(role));
}

export type DashboardCard = 'members' | 'agents' | 'storage' | 'messages' | 'integrations' | 'activity' | 'subscription';

/** Dashboard cards by role (spec §2). */
export function dashboardCardsFor(role: Role): DashboardCard[] {
  const cards: DashboardCard[] = [];
  if (role === 'owner') cards.push('members');
  if (role === 'owner' || role === 'admin') cards.push('agents');
  cards.push('storage', 'messages', 'integrations');
  if (role === 'owner' || role === 'admin') cards.push('activity');
  cards.push('subscription');
  return cards;
}

/**
 * Where a dashboard card leads for this role (D15: no card links to a page the role cannot open), or null for a
 * card that only informs: the plan and its usage are shown to every member, but only the owner opens /billing.
 */
export function dashboardCardLink(card: DashboardCard, role: Role): string | null {
  switch (card) {
    case 'members':
      return canManageTeam(role) ? '/users' : null;
    case 'agents':
      return '/agents';
    case 'storage':
      return '/profile';
    case 'messages':
      return '/agent/chat';
    case 'integrations':
      return '/integrations';
    case 'activity':
      return canViewGeneralAnalytics(role) ? '/analytics' : null;
    case 'subscription':
      return canManageBilling(role) ? '/billing' : null;
  }
}

/** D7: the temporary 'become owner' card; an owner already is one and a super admin has no account. */
export function canBecomeOwner(role: Role): boolean {
  return role === 'admin' || role === 'instructor' || role === 'user';
}

/**
 * ADR 0124: an account's owner must be able to sign in. A member becomes owner (the operator's hand-over, ADR 0050)
 * only once they have activated their account themselves: address confirmed and profile active (ADR 0104). An
 * invitee who has not confirmed, or a row added with an address in use elsewhere (ADR 0111), never qualifies.
 */
export function canReceiveOwnership(member: { emailConfirmed: boolean; isActive: boolean }): boolean {
  return member.emailConfirmed && member.isActive;
}

/** Deleting oneself from /profile: an owner deletes the whole account (spec §6); the platform's super admins cannot. */
export function canDeleteOwnAccount(role: Role): boolean {
  return role !== 'super_admin';
}

/**
 * 'Prenotazioni' (issue 46, D19): whoever sees every booking of the agent (owner and admin; the agent's instructor)
 * enters one taken by phone. Users see and act on the bookings assigned to them only.
 */
export function canEnterBookings(actor: Acting, agent: Pick<AgentRef, 'instructorId'>): boolean {
  return actor.role === 'owner' || actor.role === 'admin' || (actor.role === 'instructor' && agent.instructorId === actor.userId);
}

/** The account's private calendar feed shows every booking: owner and admin, who see them all. */
export function canUseBookingFeed(role: Role): boolean {
  return role === 'owner' || role === 'admin';
}

/**
 * The account's Google Calendar connection (issue 46, ADR 0330): like the calendar feed, it concerns every booking of
 * every agent, so owner and admin connect, choose the calendar and disconnect.
 */
export function canManageGoogleCalendar(role: Role): boolean {
  return canUseBookingFeed(role);
}

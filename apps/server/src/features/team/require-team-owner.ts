import type { FastifyRequest } from 'fastify';
import { canManageTeam } from '@app/shared/roles';
import { TEAM_OWNER_ONLY } from '@app/shared/api/team';
import type { AppContext } from '../../app-context.js';
import { requireMember, type MemberContext } from '../../auth/session.js';
import { forbidden } from '../../http/errors.js';

/** Only the account's owner manages its team (spec §6); everyone else gets the 'Accesso Negato' reason. */
export async function requireTeamOwner(ctx: AppContext, request: FastifyRequest): Promise<MemberContext> {
  const member = await requireMember(ctx, request);
  if (!canManageTeam(member.role)) throw forbidden(TEAM_OWNER_ONLY, 'TEAM_OWNER_ONLY');
  return member;
}

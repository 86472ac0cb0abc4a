import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addTeamMemberSchema,
  confirmInviteResponseSchema,
  confirmInviteSchema,
  resendInviteSchema,
  memberIdParamSchema,
  teamListSchema,
  teamMemberResponseSchema,
  teamMessageSchema,
  updateMemberRoleSchema,
} from '@app/shared/api/team';
import { INVITE_RESENT, INVITE_ALREADY_ACTIVE, INVITE_CONFIRMED, TEAM_FIELD_MESSAGES } from '@app/shared/i18n/team';
import { apiErrorSchema, okSchema } from '@app/shared/api/common';
import { TEAM_SECOND_FACTOR_OFF, TEAM_SECOND_FACTOR_ON } from '@app/shared/i18n/second-factor';
import { teamSecondFactorSchema } from '@app/shared/api/second-factor';
import type { AppContext } from '../../app-context.js';
import { ownerCaller } from '../../base/request-caller.js';
import { listTeamMembers } from './list-team-members.js';
import { addTeamMember } from './add-team-member.js';
import { changeMemberRole } from './change-member-role.js';
import { setMemberStatus } from './set-member-status.js';
import { deleteTeamMember } from './delete-team-member.js';
import { confirmInvite } from './confirm-invite.js';
import { resendInvite } from './resend-invite.js';
import { signInMember } from './sign-in-member.js';
import { sendMemberPasswordReset } from './send-member-password-reset.js';
import { setTeamSecondFactor } from './set-team-second-factor.js';
import { resetMemberSecondFactor } from './reset-member-second-factor.js';
import { findTeamMember } from './find-team-member.js';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  402: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};
const statusSchema = z.object({ active: z.boolean({ error: TEAM_FIELD_MESSAGES.memberStatus }) });

/** The team page (owner scope). Mounted at /api/team. */
export function teamRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    // The member must be of the owner's account before the body is read (issue 33): another account's is 404.
    app.addHook('preParsing', async (request, _reply, payload) => {
      const { id } = request.params as { id?: unknown };
      if (
        request.routeOptions.url?.startsWith('/api/team/members/:id') &&
        typeof id === 'string' &&
        id.length <= 64 &&
        !id.includes('\u0000')
      ) {
        await findTeamMember(ctx.db, { accountId: ownerCaller(request).accountId, memberId: id });
      }
      return payload;
    });

    // Issue 17: the owner requires a second factor of every member (ADR 0105).
    r.put(
      '/second-factor',
      { schema: { tags: ['team'], body: teamSecondFactorSchema, response: { 200: okSchema, ...errors } } },
      async (request) => {
        await setTeamSecondFactor(ctx, { caller: ownerCaller(request), input: request.body });
        return { success: true as const, message: request.body.required ? TEAM_SECOND_FACTOR_ON : TEAM_SECOND_FACTOR_OFF };
      },
    );

    r.get('/members', { schema: { tags: ['team'], response: { 200: teamListSchema, ...errors } } }, async (request) => {
      const owner = ownerCaller(request);
      return listTeamMembers(ctx.db, { userId: owner.userId, accountId: owner.accountId });
    });

    r.post(
      '/members',
      {
        schema: { tags: ['team'], body: addTeamMemberSchema, response: { 201: teamMemberResponseSchema, ...errors } },
      },
      async (request, reply) => {
        const owner = ownerCaller(request);
        const result = await addTeamMember(ctx, { userId: owner.userId, accountId: owner.accountId, input: request.body });
        return reply.status(201).send(result);
      },
    );

    r.patch(
      '/members/:id/role',
      {
        schema: {
          tags: ['team'],
          params: memberIdParamSchema,
          body: updateMemberRoleSchema,
          response: { 200: teamMemberResponseSchema, ...errors },
        },
      },
      async (request) => {
        const owner = ownerCaller(request);
        return changeMemberRole(ctx, {
          userId: owner.userId,
          accountId: owner.accountId,
          role: owner.role,
          memberId: request.params.id,
          newRole: request.body.role,
        });
      },
    );

    r.patch(
      '/members/:id/status',
      {
        schema: { tags: ['team'], params: memberIdParamSchema, body: statusSchema, response: { 200: teamMemberResponseSchema, ...errors } },
      },
      async (request) => {
        const owner = ownerCaller(request);
        return setMemberStatus(ctx, {
          userId: owner.userId,
          accountId: owner.accountId,
          role: owner.role,
          memberId: request.params.id,
          active: request.body.active,
        });
      },
    );

    // Issue 17: a member without phone nor recovery codes gets the factor removed by the owner (ADR 0105).
    r.post(
      '/members/:id/second-factor/reset',
      { schema: { tags: ['team'], params: memberIdParamSchema, response: { 200: teamMessageSchema, ...errors } } },
      async (request) => {
        const owner = ownerCaller(request);
        const { message } = await resetMemberSecondFactor(ctx, {
          accountId: owner.accountId,
          role: owner.role,
          memberId: request.params.id,
        });
        return { success: true as const, message };
      },
    );

    // Spec §2: the owner's 'Reimposta password' e-mails the member a reset link (it e-mails someone: limited).
    r.post(
      '/members/:id/password-reset',
      {
        config: { rateLimit: 'memberPasswordReset' },
        schema: { tags: ['team'], params: memberIdParamSchema, response: { 200: teamMessageSchema, ...errors } },
      },
      async (request) => {
        const owner = ownerCaller(request);
        const { message } = await sendMemberPasswordReset(ctx, {
          accountId: owner.accountId,
          role: owner.role,
          memberId: request.params.id,
        });
        return { success: true as const, message };
      },
    );

    r.delete(
      '/members/:id',
      {
        schema: { tags: ['team'], params: memberIdParamSchema, response: { 200: teamMessageSchema, ...errors } },
      },
      async (request) => {
        const owner = ownerCaller(request);
        const { message } = await deleteTeamMember(ctx, {
          userId: owner.userId,
          accountId: owner.accountId,
          role: owner.role,
          memberId: request.params.id,
        });
        return { success: true as const, message };
      },
    );
  };
}

/** The invitation link (public scope). Mounted at /api/team. */
export function inviteLinkRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    // Public: the link itself is the proof. It signs the member in, like better-auth's e-mail verification.
    r.post(
      '/confirm-invite',
      {
        config: { rateLimit: 'confirmInvite' },
        schema: { tags: ['team'], body: confirmInviteSchema, response: { 200: confirmInviteResponseSchema, ...errors } },
      },
      async (request, reply) => {
        const { userId, accountId, isActive } = await confirmInvite(ctx, { token: request.body.token });
        // The link signs in like the e-mail verification link: as with 'Ricordami' (ADR 0106).
        const cookies = await signInMember(ctx, {
          userId,
          ipAddress: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
          rememberMe: true,
        });
        void reply.header('set-cookie', cookies);
        await ctx.realtime.publish({ type: 'team.changed', accountId });
        return { isActive, message: isActive ? INVITE_ALREADY_ACTIVE.description : INVITE_CONFIRMED.description };
      },
    );
    // Public (ADR 0133): a new link for an invitation already used or expired; the same answer for every address.
    r.post(
      '/resend-invite',
      {
        config: { rateLimit: 'resendInvite' },
        schema: { tags: ['team'], body: resendInviteSchema, response: { 200: okSchema, ...errors } },
      },
      async (request) => {
        await resendInvite(ctx, { email: request.body.email });
        return { success: true as const, message: INVITE_RESENT };
      },
    );
  };
}

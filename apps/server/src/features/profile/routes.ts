import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AVATAR_MAX_BYTES,
  avatarResponseSchema,
  changePasswordSchema,
  confirmEmailSchema,
  deleteAccountSchema,
  profileSchema,
  updateAddressSchema,
  updateNameSchema,
  updateEmailSchema,
} from '@app/shared/api/profile';
import { AVATAR_TOO_LARGE, PROFILE_MESSAGES } from '@app/shared/i18n/profile';
import { apiErrorSchema, okSchema } from '@app/shared/api/common';
import type { AppContext } from '../../app-context.js';
import { requestHeaders } from '../../auth/authenticate.js';
import { forwardAuthHeaders } from '../../auth/forward.js';
import { badRequest, payloadTooLarge } from '../../base/errors.js';
import { failAtSizeLimit, multipartFileTooLarge, refuseDeclaredOver } from '../../base/declared-size.js';
import { signedInCaller, userCaller } from '../../base/request-caller.js';
import { getProfile } from './get-profile.js';
import { uploadAvatar } from './upload-avatar.js';
import { readAvatar } from './read-avatar.js';
import { AVATAR_NOT_FOUND } from '@app/shared/i18n/profile';
import { requestEmailChange } from './request-email-change.js';
import { confirmEmailChange } from './confirm-email-change.js';
import { changePassword } from './change-password.js';
import { updateAddress } from './update-address.js';
import { updateName } from './update-name.js';
import { deleteAccount } from './delete-account.js';
import { becomeOwner } from './become-owner.js';

export const CHOOSE_IMAGE = "Seleziona un'immagine da caricare.";

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  413: apiErrorSchema,
  429: apiErrorSchema,
};

export function profileRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/', { schema: { tags: ['profile'], response: { 200: profileSchema, ...errors } } }, async (request) => {
      const session = userCaller(request);
      return getProfile(ctx, { userId: session.userId, role: session.role });
    });

    r.post(
      '/avatar',
      {
        schema: { tags: ['profile'], consumes: ['multipart/form-data'], response: { 200: avatarResponseSchema, ...errors } },
      },
      async (request) => {
        const session = userCaller(request);
        if (!request.isMultipart()) throw badRequest(CHOOSE_IMAGE, 'NO_FILE');
        refuseDeclaredOver(request, AVATAR_MAX_BYTES, () => payloadTooLarge(AVATAR_TOO_LARGE));
        const file = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
        if (!file) throw badRequest(CHOOSE_IMAGE, 'NO_FILE');
        failAtSizeLimit(file.file, multipartFileTooLarge);
        const image = await file.toBuffer().catch((err: { code?: string }) => {
          if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge(AVATAR_TOO_LARGE);
          throw err;
        });
        const avatarUrl = await uploadAvatar(ctx, { userId: session.userId, accountId: session.accountId, image });
        return { success: true as const, message: PROFILE_MESSAGES.avatarUpdated, avatarUrl };
      },
    );

    // Each request e-mails an address the caller chose: limited so the form cannot be used to send spam.
    r.post(
      '/email',
      {
        config: { rateLimit: 'profileEmail' },
        schema: { tags: ['profile'], body: updateEmailSchema, response: { 200: okSchema, ...errors } },
      },
      async (request) => {
        const session = userCaller(request);
        await requestEmailChange(ctx, { userId: session.userId, accountId: session.accountId, newEmail: request.body.email });
        return { success: true as const, message: PROFILE_MESSAGES.emailRequested };
      },
    );

    r.post(
      '/password',
      {
        config: { rateLimit: 'profilePassword' },
        schema: { tags: ['profile'], body: changePasswordSchema, response: { 200: okSchema, ...errors } },
      },
      async (request) => {
        const session = userCaller(request);
        const { currentPassword, newPassword } = request.body;
        await changePassword(ctx, { userId: session.userId, sessionId: session.sessionId, currentPassword, newPassword });
        return { success: true as const, message: PROFILE_MESSAGES.passwordUpdated };
      },
    );

    r.put('/name', { schema: { tags: ['profile'], body: updateNameSchema, response: { 200: okSchema, ...errors } } }, async (request) => {
      const session = userCaller(request);
      await updateName(ctx, { userId: session.userId, accountId: session.accountId, ...request.body });
      return { success: true as const, message: PROFILE_MESSAGES.nameUpdated };
    });

    r.put(
      '/address',
      { schema: { tags: ['profile'], body: updateAddressSchema, response: { 200: okSchema, ...errors } } },
      async (request) => {
        const session = userCaller(request);
        await updateAddress(ctx, { userId: session.userId, address: request.body.address });
        return { success: true as const, message: PROFILE_MESSAGES.addressUpdated };
      },
    );

    r.post(
      '/delete',
      {
        config: { rateLimit: 'profileDelete' },
        schema: { tags: ['profile'], body: deleteAccountSchema, response: { 200: okSchema, ...errors } },
      },
      async (request, reply) => {
        const session = userCaller(request);
        await deleteAccount(ctx, {
          userId: session.userId,
          sessionId: session.sessionId,
          accountId: session.accountId,
          role: session.role,
          password: request.body.password,
        });
        // The session row is gone with the user; this also clears the browser's cookie.
        const out = await ctx.auth.api.signOut({ headers: requestHeaders(request), returnHeaders: true }).catch(() => null);
        if (out) forwardAuthHeaders(reply, out.headers);
        return { success: true as const, message: PROFILE_MESSAGES.accountDeleted };
      },
    );

    r.post('/become-owner', { schema: { tags: ['profile'], response: { 200: okSchema, ...errors } } }, async (request) => {
      const session = userCaller(request);
      await becomeOwner(ctx, { userId: session.userId, accountId: session.accountId, role: session.role });
      return { success: true as const, message: PROFILE_MESSAGES.becameOwner };
    });
  };
}

/** Avatars are shown to any signed-in user of the same account (signed-in scope). Mounted at /api/profile. */
export function avatarRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/avatar/:userId',
      {
        schema: {
          tags: ['profile'],
          params: z.object({ userId: z.string({ error: AVATAR_NOT_FOUND }).min(1, AVATAR_NOT_FOUND).max(64, AVATAR_NOT_FOUND) }),
        },
      },
      async (request, reply) => {
        const session = signedInCaller(request);
        const { mime, body } = await readAvatar(ctx, {
          userId: session.userId,
          accountId: session.accountId,
          targetUserId: request.params.userId,
        });
        // The stored type was detected from the bytes; nosniff keeps the browser from guessing another.
        return reply
          .header('content-type', mime)
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', 'inline')
          .header('cache-control', 'private, max-age=86400')
          .send(body);
      },
    );
  };
}

/** The e-mail change link (public scope). Mounted at /api/profile. */
export function emailChangeLinkRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    // The link in the e-mail proves the address; it may be opened on a device without a session.
    r.post(
      '/email/confirm',
      {
        config: { rateLimit: 'profileEmailConfirm' },
        schema: { tags: ['profile'], body: confirmEmailSchema, response: { 200: okSchema, ...errors } },
      },
      async (request) => {
        await confirmEmailChange(ctx, { token: request.body.token });
        return { success: true as const, message: PROFILE_MESSAGES.emailConfirmed };
      },
    );
  };
}

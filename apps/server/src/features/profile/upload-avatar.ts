import { Readable } from 'node:stream';
import { AVATAR_MAX_BYTES, AVATAR_MAX_SIDE_PX } from '@app/shared/api/profile';
import { AVATAR_TOO_LARGE, AVATAR_TOO_MANY_PIXELS } from '@app/shared/i18n/profile';
import type { AppContext } from '../../app-context.js';
import { profiles } from '../../db/schema/accounts.js';
import { badRequest, payloadTooLarge } from '../../base/errors.js';
import { FileTooLargeError } from '../../storage/storage.js';
import { detectImageType, imageSize } from './image-type.js';
import { avatarUrlFor } from './avatar-url.js';
import { avatarKey } from '../account/storage-keys.js';

export const NOT_AN_IMAGE = "Il file non è un'immagine valida. Usa un file PNG, JPEG, GIF o WebP.";

/**
 * Stores the user's avatar after checking it really is an image (the bytes, not the file name or the
 * browser's content type), and remembers the detected type to serve it back with.
 */
export async function uploadAvatar(
  ctx: AppContext,
  { userId, accountId, image }: { userId: string; accountId: string | null; image: Buffer },
): Promise<string> {
  const mime = detectImageType(image);
  if (!mime) throw badRequest(NOT_AN_IMAGE, 'NOT_AN_IMAGE');
  // Checked from the header, never decoded here: the browsers that show the avatar would decode it.
  const size = imageSize(image, mime);
  if (size && Math.max(size.width, size.height) > AVATAR_MAX_SIDE_PX) throw badRequest(AVATAR_TOO_MANY_PIXELS, 'IMAGE_TOO_LARGE');
  const key = avatarKey(accountId, userId);
  await ctx.storage.put(key, Readable.from([image]), { maxBytes: AVATAR_MAX_BYTES }).catch((err: unknown) => {
    throw err instanceof FileTooLargeError ? payloadTooLarge(AVATAR_TOO_LARGE) : err;
  });
  const updatedAt = new Date();
  await ctx.db
    .insert(profiles)
    .values({ userId, avatarPath: key, avatarMime: mime, updatedAt })
    .onConflictDoUpdate({ target: profiles.userId, set: { avatarPath: key, avatarMime: mime, updatedAt } });
  await ctx.realtime.publish({ type: 'profile.updated', userId });
  return avatarUrlFor(userId, updatedAt);
}

import { and, asc, count, eq } from 'drizzle-orm';
import type { MemberCaller } from '@app/shared/roles';
import { PUSH_MESSAGES } from '@app/shared/i18n/push';
import type { PushStatus } from '@app/shared/api/push';
import type { AppContext } from '../../app-context.js';
import { newId } from '../../db/ids.js';
import { pushSubscriptions } from '../../db/schema/team-phone.js';
import { badRequest, conflict, notFound } from '../../base/errors.js';
import { assertPublicHost, hostOf, PrivateAddressError } from '../../net/public-address.js';
import { pushAddressPolicy, pushConfigured } from './web-push-sender.js';

const MAX_DEVICES = 20;

/** Whether push is on, the VAPID public key to subscribe with, and the caller's devices. */
export async function getPushStatus(ctx: AppContext, caller: MemberCaller): Promise<PushStatus> {
  const on = pushConfigured(ctx.config);
  const rows = await ctx.db
    .select()
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.accountId, caller.accountId), eq(pushSubscriptions.userId, caller.userId)))
    .orderBy(asc(pushSubscriptions.createdAt));
  return {
    enabled: on,
    publicKey: on ? ctx.config.VAPID_PUBLIC_KEY! : null,
    devices: rows.map((r) => ({ id: r.id, device: r.device, endpoint: r.endpoint, createdAt: r.createdAt.toISOString() })),
  };
}

/**
 * Turns push on for the caller on one device. An endpoint is one browser profile: subscribing again (keys renewed,
 * or another member signed in on the same phone) moves it to the caller, never duplicates it.
 */
export async function subscribePush(
  ctx: AppContext,
  { caller, input }: { caller: MemberCaller; input: { endpoint: string; keys: { p256dh: string; auth: string }; device?: string } },
): Promise<PushStatus> {
  if (!pushConfigured(ctx.config)) throw badRequest(PUSH_MESSAGES.pushOff, 'PUSH_OFF');
  await assertPublicHost(hostOf(input.endpoint), pushAddressPolicy(ctx.config)).catch((err: unknown) => {
    if (err instanceof PrivateAddressError) throw badRequest(PUSH_MESSAGES.endpointPrivate, 'PUSH_ENDPOINT_PRIVATE');
    throw err;
  });
  await ctx.db.transaction(async (tx) => {
    const [mine] = await tx
      .select({ n: count() })
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.accountId, caller.accountId), eq(pushSubscriptions.userId, caller.userId)));
    const row = {
      accountId: caller.accountId,
      userId: caller.userId,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      device: (input.device ?? '').slice(0, 120),
    };
    const [existing] = await tx
      .select({ userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, input.endpoint));
    if (!existing && (mine?.n ?? 0) >= MAX_DEVICES) throw conflict(PUSH_MESSAGES.tooManyDevices, 'TOO_MANY_DEVICES');
    await tx
      .insert(pushSubscriptions)
      .values({ id: newId(), endpoint: input.endpoint, ...row })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: row });
  });
  return getPushStatus(ctx, caller);
}

/** Turns push off on this device (the browser's endpoint): only the caller's own subscription. Idempotent. */
export async function unsubscribePush(ctx: AppContext, { caller, endpoint }: { caller: MemberCaller; endpoint: string }) {
  await ctx.db.delete(pushSubscriptions).where(mine(caller, eq(pushSubscriptions.endpoint, endpoint)));
  return getPushStatus(ctx, caller);
}

/** Turns push off on one of the caller's devices from the list (a lost phone). */
export async function removePushDevice(ctx: AppContext, { caller, deviceId }: { caller: MemberCaller; deviceId: string }) {
  const removed = await ctx.db
    .delete(pushSubscriptions)
    .where(mine(caller, eq(pushSubscriptions.id, deviceId)))
    .returning({ id: pushSubscriptions.id });
  if (!removed.length) throw notFound(PUSH_MESSAGES.deviceNotFound, 'DEVICE_NOT_FOUND');
  return getPushStatus(ctx, caller);
}

const mine = (caller: MemberCaller, condition: ReturnType<typeof eq>) =>
  and(eq(pushSubscriptions.accountId, caller.accountId), eq(pushSubscriptions.userId, caller.userId), condition);

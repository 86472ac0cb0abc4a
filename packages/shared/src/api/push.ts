import { z } from 'zod';
import { PUSH_MESSAGES } from '../i18n/push.js';

/**
 * Web Push to the team's phones (issue 47): a member's devices, each a subscription of the browser's push service.
 * The keys are the browser's (base64url): p256dh its P-256 public key, auth its 16-byte secret.
 */
const base64url = (min: number, max: number) =>
  z
    .string(PUSH_MESSAGES.subscriptionInvalid)
    .regex(/^[A-Za-z0-9_-]+=*$/, PUSH_MESSAGES.subscriptionInvalid)
    .min(min, PUSH_MESSAGES.subscriptionInvalid)
    .max(max, PUSH_MESSAGES.subscriptionInvalid);

export const pushEndpointSchema = z
  .string(PUSH_MESSAGES.endpointInvalid)
  .max(2000, PUSH_MESSAGES.endpointInvalid)
  .pipe(z.url({ protocol: /^https$/, error: PUSH_MESSAGES.endpointInvalid }));

export const pushSubscribeBodySchema = z.object({
  endpoint: pushEndpointSchema,
  keys: z.object(
    {
      // An uncompressed P-256 point is 65 bytes (87 characters); the auth secret 16 bytes (22 characters).
      p256dh: base64url(80, 100),
      auth: base64url(16, 40),
    },
    PUSH_MESSAGES.subscriptionInvalid,
  ),
  device: z.string(PUSH_MESSAGES.subscriptionInvalid).max(300, PUSH_MESSAGES.subscriptionInvalid).optional(),
});
export type PushSubscribeBody = z.input<typeof pushSubscribeBodySchema>;

export const pushUnsubscribeBodySchema = z.object({ endpoint: pushEndpointSchema });

export const pushDeviceSchema = z.object({ id: z.string(), device: z.string(), endpoint: z.string(), createdAt: z.string() });
export const pushStatusSchema = z.object({
  /** False when the server has no VAPID keys: push is off for everyone. */
  enabled: z.boolean(),
  /** The VAPID public key the browser subscribes with (base64url). */
  publicKey: z.string().nullable(),
  devices: z.array(pushDeviceSchema),
});
export type PushStatus = z.infer<typeof pushStatusSchema>;
export const pushDeviceParamsSchema = z.object({ deviceId: z.string().min(1).max(64) });

/** What a push carries (JSON, encrypted): the service worker shows it and opens `url` on a click. */
export interface PushPayload {
  title: string;
  body: string;
  /** A path of the app (e.g. /inbox/<id>). */
  url: string;
  /** Same tag, one notification: a second reply replaces the first on the lock screen. */
  tag: string;
}

import https from 'node:https';
import { isIP } from 'node:net';
import webpush from 'web-push';
import type { Config } from '../../config/config.js';
import { guardedLookup, hostOf, isPrivateAddress, type AddressPolicy } from '../../net/public-address.js';

/** Push is on when the server has a VAPID key pair (issue 47); off otherwise, for everyone. */
export const pushConfigured = (config: Config) => Boolean(config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY);

/** Where a push endpoint may point: public addresses only, except the hosts named for tests (SSRF, ADR 0167). */
export const pushAddressPolicy = (config: Config): AddressPolicy => ({
  allowedHosts: new Set(
    (config.PUSH_ALLOW_PRIVATE_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  ),
});

export type PushOutcome = 'sent' | 'gone' | 'failed';

/**
 * One encrypted push (RFC 8291, aes128gcm, with VAPID, RFC 8292) to one subscription. 404 and 410 mean the browser
 * dropped the subscription: 'gone', the caller removes it. Certificates are checked as everywhere (a private push
 * service is trusted through NODE_EXTRA_CA_CERTS, never by turning checks off).
 */
export async function sendWebPush(
  config: Config,
  subscription: { endpoint: string; p256dh: string; auth: string },
  payload: string,
): Promise<{ outcome: PushOutcome; status?: number }> {
  const policy = pushAddressPolicy(config);
  const host = hostOf(subscription.endpoint);
  if (isIP(host) && isPrivateAddress(host) && !policy.allowedHosts?.has(host)) return { outcome: 'failed' };
  try {
    const res = await webpush.sendNotification(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      payload,
      {
        vapidDetails: {
          subject: config.VAPID_SUBJECT ?? `mailto:${config.OPERATOR_EMAIL}`,
          publicKey: config.VAPID_PUBLIC_KEY!,
          privateKey: config.VAPID_PRIVATE_KEY!,
        },
        contentEncoding: 'aes128gcm',
        TTL: 24 * 60 * 60,
        urgency: 'high',
        timeout: 10_000,
        agent: new https.Agent({ lookup: guardedLookup(policy) }),
      },
    );
    return { outcome: 'sent', status: res.statusCode };
  } catch (err) {
    const status = (err as { statusCode?: number }).statusCode;
    return { outcome: status === 404 || status === 410 ? 'gone' : 'failed', status };
  }
}

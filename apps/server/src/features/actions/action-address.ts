import { ACTION_MESSAGES } from '@app/shared/i18n/actions';
import type { AppContext } from '../../app-context.js';
import { badRequest } from '../../base/errors.js';
import { allowedPrivateHosts } from '../../net/allowed-private-hosts.js';
import { assertPublicHost, hostOf, PrivateAddressError, type AddressPolicy } from '../../net/public-address.js';

/** The SSRF policy of every action call: the crawler's (ADR 0167), with its list of named local hosts for tests. */
export const actionAddressPolicy = (ctx: AppContext): AddressPolicy => ({ allowedHosts: allowedPrivateHosts(ctx.config) });

/**
 * Refused when saved: an address that is, or resolves to, a private network (the call checks again after DNS and on
 * every redirect, so a name that changes later is refused then).
 */
export async function assertActionAddress(ctx: AppContext, url: string): Promise<void> {
  const refuse = (message: string, code: string) => badRequest(message, code, { url: [message] });
  let host: string;
  try {
    host = hostOf(url.replace(/\{[A-Za-z0-9_]+\}/g, 'x'));
  } catch {
    throw refuse(ACTION_MESSAGES.urlInvalid, 'ACTION_URL_INVALID');
  }
  try {
    await assertPublicHost(host, actionAddressPolicy(ctx));
  } catch (error) {
    if (error instanceof PrivateAddressError) throw refuse(ACTION_MESSAGES.urlPrivate, 'ACTION_URL_PRIVATE');
    throw error;
  }
}

import type { ChannelConnector } from './channel-adapter.js';
import { channelAdapters } from './channel-registry.js';
import { EMAIL_CONNECTOR } from './email/connect-email.js';

/**
 * Every channel a member connects from 'Canali' (ADR 0369): the apps' adapters, then the mailbox (no adapter, connected
 * and shown alike). Apart from the registry: the mailbox's reader answers through the core, which reads the registry.
 */
export function channelConnectors(): ChannelConnector[] {
  return [...channelAdapters(), EMAIL_CONNECTOR];
}

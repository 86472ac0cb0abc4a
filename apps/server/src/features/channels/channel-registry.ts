import type { ChannelAdapter } from './channel-adapter.js';
import { META_ADAPTERS } from './meta-adapter.js';
import { TELEGRAM_ADAPTER } from './telegram-adapter.js';
import { WHATSAPP_ADAPTER } from './whatsapp-adapter.js';

/**
 * The messaging apps the core knows, by the connection's kind (issue 50): the webhook, the answer and the inbox's reply
 * look the adapter up here, and the settings routes register one connect route per kind from it (channel-connectors.ts), so a new
 * app is its adapter and one line in this list.
 */
const adapters = new Map<string, ChannelAdapter>(
  [WHATSAPP_ADAPTER, TELEGRAM_ADAPTER, META_ADAPTERS.messenger, META_ADAPTERS.instagram].map((adapter) => [adapter.kind, adapter]),
);

/** The adapter of a connection's kind; undefined for e-mail (read from a mailbox) and for unknown kinds. */
export function channelAdapter(kind: string): ChannelAdapter | undefined {
  return adapters.get(kind);
}

/** Every app the core knows, in the order 'Canali' lists them. */
export function channelAdapters(): ChannelAdapter[] {
  return [...adapters.values()];
}

/** Adds an app (a test's fake channel: channel-adapter.test.ts), before the server is built; a kind registered twice is a mistake. */
export function registerChannelAdapter(adapter: ChannelAdapter): void {
  if (adapters.has(adapter.kind)) throw new Error(`channel ${adapter.kind} registered twice`);
  adapters.set(adapter.kind, adapter);
}

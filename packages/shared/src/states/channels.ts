/** Where a conversation took place (ADR 0048, issues 31 and 47). */
export const CHANNELS = ['test', 'public', 'widget', 'api', 'whatsapp', 'telegram', 'messenger', 'instagram', 'email'] as const;
export type Channel = (typeof CHANNELS)[number];

/** The messaging apps and the mailbox: the kinds of a channel connection. */
export const MESSAGING_CHANNELS = ['whatsapp', 'telegram', 'messenger', 'instagram', 'email'] as const satisfies readonly Channel[];
export type MessagingChannel = (typeof MESSAGING_CHANNELS)[number];

/** A channel connection is pending until the channel confirms it (WhatsApp: Meta's handshake). */
export const CONNECTION_STATUSES = ['pending', 'connected'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

/** What a received channel message held. */
export const DELIVERY_KINDS = ['text', 'voice', 'media'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

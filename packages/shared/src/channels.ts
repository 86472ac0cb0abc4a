/**
 * Where a conversation took place (ADR 0048): the members' test chat, the public chat page, the widget embedded in
 * a site, the public API (/api/v1), and the messaging apps (issue 31). Their Italian names, for the pages, the filter and
 * the export.
 */
export const CHANNELS = ['test', 'public', 'widget', 'api', 'whatsapp', 'telegram'] as const;
export type Channel = (typeof CHANNELS)[number];

/** The messaging apps (issue 31): a visitor is known by their id there (phone number, Telegram chat), shown masked. */
export const MESSAGING_CHANNELS = ['whatsapp', 'telegram'] as const satisfies readonly Channel[];
export type MessagingChannel = (typeof MESSAGING_CHANNELS)[number];
/** The channels of anonymous visitors, known by their browser's random id: the public chat page and the widget. */
export const VISITOR_CHANNELS = ['public', 'widget'] as const satisfies readonly Channel[];

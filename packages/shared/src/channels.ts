import { MESSAGING_CHANNELS, type Channel, type MessagingChannel } from './states/channels.js';
/**
 * Where a conversation took place (ADR 0048): the members' test chat, the public chat page, the widget embedded in
 * a site, the public API (/api/v1), and the messaging apps (issue 31). Their Italian names, for the pages, the filter and
 * the export.
 */
export { CHANNELS, type Channel, MESSAGING_CHANNELS, type MessagingChannel } from './states/channels.js';

/**
 * The messaging apps (issue 31; Messenger and Instagram: issue 47) and a mailbox (issue 47): a visitor is known by their
 * id there (phone number, Telegram chat, Meta's page-scoped id, e-mail address), shown masked.
 */
/** The channels of anonymous visitors, known by their browser's random id: the public chat page and the widget. */
export const VISITOR_CHANNELS = ['public', 'widget'] as const satisfies readonly Channel[];
/**
 * Where someone outside the team talks to the agent: the anonymous visitors of the page and widget, and the senders of
 * every messaging channel. Analytics counts them as visitors; a new messaging channel joins through MESSAGING_CHANNELS.
 */
export const OUTSIDE_CHANNELS = [...VISITOR_CHANNELS, ...MESSAGING_CHANNELS] as const satisfies readonly Channel[];
/** Meta's Messenger Platform and Instagram messaging (issue 47): one webhook and Send API shape, a page's token. */
export const META_CHANNELS = ['messenger', 'instagram'] as const satisfies readonly MessagingChannel[];
export type MetaChannel = (typeof META_CHANNELS)[number];

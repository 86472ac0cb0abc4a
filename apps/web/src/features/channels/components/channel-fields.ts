import type { z } from 'zod';
import { connectMetaSchema, connectTelegramSchema, connectWhatsappSchema, type AgentChannels } from '@app/shared/api/channels';
import type { MetaChannel } from '@app/shared/channels';
import { integrationsText } from '@app/shared/i18n/integrations';

/** The channels connected with a few credentials pasted into a form (the mailbox has a card of its own). */
export const FORM_CHANNELS = ['whatsapp', 'telegram', 'messenger', 'instagram'] as const;
export type FormChannel = (typeof FORM_CHANNELS)[number];
type ConnectionOf<K extends FormChannel> = NonNullable<AgentChannels[K]>;

export interface ChannelField {
  name: string;
  label: string;
  /** A token or a secret: typed hidden, never shown again. */
  secret?: boolean;
  numeric?: boolean;
  /** An id the connection keeps (the number, the page): the form shows it again after saving. */
  kept?: boolean;
}

/** The copy a channel's section reads from the catalogue (integrationsText.channels[kind]). */
interface ChannelCopy {
  title: string;
  help: string;
  connect: string;
  replace: string;
  webhookUrl: string;
  /** Meta's apps: the token their handshake brings back, with where to paste it. */
  verifyToken?: string;
  webhookHelp?: string;
}

/**
 * What a channel's section of 'Canali' needs (issue 50, ADR 0369): its shared connect schema, its copy, its fields and
 * the lines it shows of a connection. One section (channel-section.tsx) draws every channel from this list: a new
 * channel is an entry here, not a card.
 */
export interface ChannelFieldList<K extends FormChannel = FormChannel> {
  kind: K;
  schema: z.ZodType<Record<string, string>>;
  text: ChannelCopy;
  fields: readonly ChannelField[];
  /** What the page shows of a connection (secrets masked). */
  details(connection: ConnectionOf<K>): (string | null)[];
  /** The field under which the server's 400 (the app refused) is said; a toast otherwise. */
  refusedOn?: string;
}

/** Meta's apps (WhatsApp's Cloud API, Messenger, Instagram): the number's or page's id, its token, the app's secret. */
const metaAppFields = (id: { name: string; label: string }, t: { accessToken: string; appSecret: string }): ChannelField[] => [
  { ...id, numeric: true, kept: true },
  { name: 'accessToken', label: t.accessToken, secret: true },
  { name: 'appSecret', label: t.appSecret, secret: true },
];

function metaFields(kind: MetaChannel): ChannelFieldList<MetaChannel> {
  const t = integrationsText.channels[kind];
  return {
    kind,
    schema: connectMetaSchema,
    text: t,
    fields: metaAppFields({ name: 'pageId', label: t.pageId }, t),
    details: (c) => [t.account(c.pageName, c.pageId), t.token(c.tokenHint)],
    // Meta refused the token, or it speaks for another page: said under the token.
    refusedOn: 'accessToken',
  };
}

const wa = integrationsText.channels.whatsapp;
const tg = integrationsText.channels.telegram;

export const CHANNEL_FIELD_LISTS: { [K in FormChannel]: ChannelFieldList<K> } = {
  whatsapp: {
    kind: 'whatsapp',
    schema: connectWhatsappSchema,
    text: wa,
    fields: metaAppFields({ name: 'phoneNumberId', label: wa.phoneNumberId }, wa),
    details: (c) => [wa.number(c.phoneNumberId), wa.token(c.tokenHint)],
  },
  telegram: {
    kind: 'telegram',
    schema: connectTelegramSchema,
    text: tg,
    fields: [{ name: 'botToken', label: tg.botToken, secret: true }],
    details: (c) => [c.botUsername ? tg.bot(c.botUsername) : null, tg.token(c.tokenHint)],
    refusedOn: 'botToken',
  },
  messenger: metaFields('messenger') as ChannelFieldList<'messenger'>,
  instagram: metaFields('instagram') as ChannelFieldList<'instagram'>,
};

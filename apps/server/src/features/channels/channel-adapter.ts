import type { z } from 'zod';
import type { MessagingChannel } from '@app/shared/channels';
import type { MemberCaller } from '@app/shared/roles';
import type { AppContext } from '../../app-context.js';
import type { ConnectionRow } from './connections.js';
import type { DeliveryKind } from '@app/shared/states/channels';

/** Meta's customer-service window (WhatsApp, Messenger, Instagram): a business writes freely within 24 hours of the customer's last message. */
export const META_WINDOW_MS = 24 * 60 * 60_000;

/** How a reply reaches a sender on a channel (every adapter gives one; channel-sender.ts picks it). */
export interface ChannelSender {
  /** Shown while the answer is prepared (Telegram: typing; WhatsApp: read ticks and typing dots; Meta: typing_on). */
  typing(): Promise<void>;
  /**
   * `choices`: the answers offered (a booking's numbered choices, ADR 0320), shown by Telegram as reply buttons that
   * send their text; an empty list takes the buttons away. Other apps read the numbers in the text.
   */
  send(text: string, options?: { choices?: string[] }): Promise<void>;
  /** A voice note's bytes (media id or file_id of the delivery). */
  downloadVoice(mediaId: string): Promise<Buffer>;
}

/** One message a channel delivered, as the core records it (channel_deliveries). */
export interface Incoming {
  /** Unique per connection: a delivery sent again carries the same one and is recorded once. */
  externalId: string;
  senderId: string;
  kind: DeliveryKind;
  text: string;
  /** A voice note's handle (media id, file_id or URL), for the transcription. */
  mediaId?: string;
}

/** The delivery being answered: WhatsApp marks it read (its ticks and typing dots), e-mail threads the answer on it. */
export interface ReplyingTo {
  deliveryId: string;
  externalId: string;
}

/**
 * How a member connects a channel from its settings card (issue 50, ADR 0369). One handler (connect-channel.ts) is
 * registered at `PUT /api/agents/:agentId/channels/<kind>` for every kind the registry knows: it checks the agent and
 * the plan, validates the body with `schema`, calls `save` and answers the agent's channels (each read by its `view`)
 * with `save`'s sentence.
 */
export interface ChannelConnect<S extends z.ZodType = z.ZodType> {
  /** The card's form schema, in packages/shared: the page checks what the server checks. */
  schema: S;
  /** What the route does, for the OpenAPI document. */
  description: string;
  /** The plan's refusal in the channel's own words (D18); the channels' sentence by default. */
  planRequired?: string;
  /**
   * Proves the credentials with the app where it can and saves the connection (replaceConnection): nothing is stored
   * when the app refuses. Answers the sentence the card shows.
   */
  save(ctx: AppContext, args: { caller: MemberCaller; agentId: string; input: z.output<S> }): Promise<string>;
  /** What the card shows of the connection (secrets masked); null when part of it is missing. */
  view(ctx: AppContext, row: ConnectionRow): unknown;
  /** After the connection was deleted: asks the app to stop sending (Telegram's deleteWebhook), best effort. */
  disconnected?(ctx: AppContext, row: ConnectionRow): Promise<void>;
}

/** Checks a channel's `save` against its own schema's output, then keeps it among the others. */
export const defineConnect = <S extends z.ZodType>(connect: ChannelConnect<S>): ChannelConnect => connect as unknown as ChannelConnect;

/** Whatever a member connects from 'Canali': every messaging app, and the mailbox, which is read rather than posted to. */
export interface ChannelConnector {
  kind: MessagingChannel;
  connect: ChannelConnect;
}

/**
 * What a messaging app needs of the channel core (issues 47, 50): how it is connected (connect), how its deliveries are
 * proved (verify), read (parse), answered (sender, with the app's longest message), and how long a person may still write after the customer's last
 * message (the window). One webhook path (receive-delivery.ts), one answer path (answer-delivery.ts) and the inbox's
 * replies (team-reply.ts) find the adapter by the connection's kind (channel-registry.ts): a new app is its adapter and
 * one line there. E-mail is read from a mailbox, not posted to a webhook, and is not one (features/channels/email).
 */
export interface ChannelAdapter extends ChannelConnector {
  /** The delivery came from the app: its signature over the exact bytes, or its secret token. */
  verify(ctx: AppContext, row: ConnectionRow, delivery: { rawBody: Buffer; headers: Record<string, string | undefined> }): boolean;
  /** The messages of a verified delivery meant for this connection; anything else (echoes, receipts) is left out. */
  parse(row: ConnectionRow, payload: unknown): Incoming[];
  /** Meta's verification handshake (GET with hub.challenge) proves the webhook address before any delivery. */
  handshake?: boolean;
  /** Sends to one sender on the connection; `replyingTo`: the delivery answered, when there is one (not the inbox's). */
  sender(ctx: AppContext, row: ConnectionRow, recipient: string, replyingTo?: ReplyingTo): ChannelSender;
  /** How long after the customer's last message a person's reply is still allowed; null: always. */
  replyWindowMs: number | null;
  /** The inbox's refusal past the window; by default the channel's name in a sentence for all of Meta's apps. */
  windowClosed?: { code: string; message: string };
  /** Longest text of one message: longer answers are split. */
  maxTextChars: number;
  /** The typing action is sent again this often while an answer is prepared (it fades on its own); none: once. */
  typingRepeatMs?: number;
  /** The phone number a hand-off request gives the team, when the sender's id is one. */
  contactPhone?(senderId: string): string;
}

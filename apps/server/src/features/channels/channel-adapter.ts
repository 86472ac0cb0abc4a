import type { MessagingChannel } from '@app/shared/channels';
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
 * What a messaging app needs of the channel core (issues 47, 50): how its deliveries are proved (verify), read (parse),
 * answered (sender, with the app's longest message), and how long a person may still write after the customer's last
 * message (the window). One webhook path (receive-delivery.ts), one answer path (answer-delivery.ts) and the inbox's
 * replies (team-reply.ts) find the adapter by the connection's kind (channel-registry.ts): a new app is its adapter and
 * one line there. E-mail is read from a mailbox, not posted to a webhook, and is not one (features/channels/email).
 */
export interface ChannelAdapter {
  kind: MessagingChannel;
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

import { CHAT_MESSAGES } from '@app/shared/i18n/chat';
import { CHANNEL_MESSAGES } from '@app/shared/i18n/channels';
import { AppError } from '../../base/errors.js';

/**
 * The chat's refusals of a turn as types, not codes to compare (issue 50, ADR 0364): a caller that words a refusal
 * its own way, or acts on it, tells them apart with `instanceof`. Status, code and message are what they always were.
 */

/** The month's replies are used up (D4): the member reads the figure. */
export class MonthlyLimitReached extends AppError {
  constructor(limit: number) {
    super(429, 'MONTHLY_LIMIT', CHAT_MESSAGES.monthlyLimit(limit));
  }
}

/** Files in the chat come with Pro and Avanzato (spec §3). */
export class AttachmentsNotInPlan extends AppError {
  constructor(message: string = CHAT_MESSAGES.attachmentPlan) {
    super(403, 'ATTACHMENT_PLAN', message);
  }
}

/**
 * Why the public conversation core refused a visitor's message, said in the visitor's words: the agent is
 * deactivated; the account cannot answer now (plan ended or the month's replies used up: a visitor is never told which);
 * files are not in the plan. The channels choose what to send the sender by `kind`.
 */
export type VisitorRefusalKind = 'agent-inactive' | 'unavailable' | 'attachments-off';

export class VisitorRefusal extends AppError {
  constructor(
    public readonly kind: VisitorRefusalKind,
    statusCode: number,
    code: string,
    message: string,
  ) {
    super(statusCode, code, message);
  }
}

/** The account moved to Base since the channel was connected (D18): the messaging app is silent, storing nothing. */
export class ChannelNotInPlan extends AppError {
  constructor() {
    super(403, 'CHANNELS_PLAN_REQUIRED', CHANNEL_MESSAGES.planRequired);
  }
}

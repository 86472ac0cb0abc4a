import { mayUseMessagingChannels, type Plan } from '@app/shared/plans';
import type { ChatChannel } from './chat-types.js';

/**
 * What a chat turn does differently for each way in (issue 49, ADR 0384): one row per kind of channel, read by the one
 * turn pipeline (`runTurn`), instead of flags threaded through the layers and decided deep inside.
 */
export interface TurnPolicy {
  /** Who writes: a signed-in member (test chat), the business's code with a token (/api/v1), or a visitor. */
  participant: 'member' | 'token' | 'visitor';
  /** A deactivated agent (D3) refuses the turn, or answers (the test chat, where an agent is tried before it goes live). */
  inactiveAgent: 'refuse' | 'answer';
  /** Memory commands ('ricorda che…') are for the account's members only (issue 5). */
  memoryCommands: boolean;
  /**
   * A conversation a person holds (issue 30): the message goes to the team and the agent stays silent. Only where a
   * hand-off request can exist: visitors ask for a person; members and API callers have no way to (nobody to reach).
   */
  heldByPerson: boolean;
  /**
   * After an answer that did not answer, or a request for a person: 'offer' adds the chat's 'Parla con una persona';
   * 'request' makes the request at once, the sender reached on their app (ADR 0186); 'none' for members and the API.
   */
  handoff: 'offer' | 'request' | 'none';
  /** What the plan must allow besides being active, checked under the account's lock: a refused turn stores nothing. */
  planFeature: 'messaging-channels' | null;
  /** Refusals in the visitor's words and language, never naming the plan or the quota (VisitorRefusal), or the member's. */
  refusals: 'visitor' | 'member';
}

const VISITOR_BROWSER: TurnPolicy = {
  participant: 'visitor',
  inactiveAgent: 'refuse',
  memoryCommands: false,
  heldByPerson: true,
  handoff: 'offer',
  planFeature: null,
  refusals: 'visitor',
};

const MESSAGING_APP: TurnPolicy = { ...VISITOR_BROWSER, handoff: 'request', planFeature: 'messaging-channels' };

/** The ways in that are not a messaging app, each with its row. */
const POLICIES: Partial<Record<ChatChannel, TurnPolicy>> = {
  test: {
    participant: 'member',
    inactiveAgent: 'answer',
    memoryCommands: true,
    heldByPerson: false,
    handoff: 'none',
    planFeature: null,
    refusals: 'member',
  },
  api: {
    participant: 'token',
    inactiveAgent: 'refuse',
    memoryCommands: false,
    heldByPerson: false,
    handoff: 'none',
    planFeature: null,
    refusals: 'member',
  },
  public: VISITOR_BROWSER,
  widget: VISITOR_BROWSER,
};

/**
 * The channel's row. Every messaging app (WhatsApp, Telegram, Messenger, Instagram, a mailbox, and the next one added
 * through its adapter alone) has the same: the visitor's rules, the hand-off requested at once, a plan with channels.
 */
export function turnPolicy(channel: ChatChannel): TurnPolicy {
  return POLICIES[channel] ?? MESSAGING_APP;
}

/** Whether the plan has what the channel needs besides being active. */
export function planAllowsChannel(policy: TurnPolicy, plan: Plan): boolean {
  return policy.planFeature !== 'messaging-channels' || mayUseMessagingChannels(plan);
}

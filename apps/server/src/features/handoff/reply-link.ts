import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** How long an e-mailed reply link reopens its conversation (ADR 0151). */
export const REPLY_LINK_DAYS = 14;

const keyFrom = (authSecret: string) => Buffer.from(hkdfSync('sha256', authSecret, 'agenti-ai', 'handoff/reply-link', 32));
const sign = (authSecret: string, body: string) => createHmac('sha256', keyFrom(authSecret)).update(body).digest('base64url');

/**
 * The token of the link e-mailed with a team reply: the agent, the conversation and an expiry, signed with a key
 * derived from AUTH_SECRET. It opens that conversation only, until it expires; nothing is stored.
 */
export function replyLinkToken(authSecret: string, args: { agentId: string; conversationId: string }, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + REPLY_LINK_DAYS * 24 * 3600;
  const body = `${args.agentId}.${args.conversationId}.${expires}`;
  return `${body}.${sign(authSecret, body)}`;
}

/** The conversation a token opens for this agent, or null (tampered, expired, another agent's). */
export function readReplyLinkToken(authSecret: string, agentId: string, token: string, now = Date.now()): string | null {
  const parts = token.split('.');
  if (parts.length !== 4) return null;
  const [tokenAgent, conversationId, expires, signature] = parts as [string, string, string, string];
  const expected = Buffer.from(sign(authSecret, `${tokenAgent}.${conversationId}.${expires}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (tokenAgent !== agentId) return null;
  if (!/^\d+$/.test(expires) || Number(expires) * 1000 < now) return null;
  return conversationId;
}

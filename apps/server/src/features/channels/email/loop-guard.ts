import { createHmac } from 'node:crypto';
import type { Headers } from 'mailparser';

/** Why a message is not answered: an answer would feed a loop, reach nobody, or answer bulk mail. */
export type SkipReason = 'auto-submitted' | 'list' | 'bounce' | 'noreply' | 'own';

const NOREPLY = /^(no[-_.]?reply|do[-_.]?not[-_.]?reply|donotreply|mailer-daemon|postmaster|bounces?|notifications?)([-+_.].*)?$/i;
const BULK_PRECEDENCE = new Set(['bulk', 'list', 'junk', 'auto_reply']);

const header = (headers: Headers, name: string): string => {
  const value = headers.get(name);
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && 'value' in value && typeof value.value === 'string') return value.value;
  return String(value);
};

/**
 * RFC 3834 and the usual practice of auto-responders: no answer to automatic mail (`Auto-Submitted` other than `no`,
 * Microsoft's and others' auto-reply headers), to bulk or list mail, to bounces (empty return path, delivery reports),
 * to senders that read nothing (noreply, mailer-daemon), nor to this mailbox's own messages (its address, or a
 * Message-ID this product signed: an answer that came back).
 */
export function loopReason(
  headers: Headers,
  { from, mailbox, ownKey }: { from: string; mailbox: string; ownKey: string },
): SkipReason | null {
  const local = from.split('@')[0] ?? '';
  if (from === mailbox || isOwnMessageId(header(headers, 'message-id'), ownKey)) return 'own';
  const autoSubmitted = header(headers, 'auto-submitted').trim().toLowerCase();
  if (autoSubmitted && autoSubmitted !== 'no') return 'auto-submitted';
  if (headers.has('x-autoreply') || headers.has('x-autorespond') || headers.has('x-autoresponse')) return 'auto-submitted';
  const suppress = header(headers, 'x-auto-response-suppress').toLowerCase();
  if (/\b(all|autoreply|oof)\b/.test(suppress)) return 'auto-submitted';
  const contentType = header(headers, 'content-type').toLowerCase();
  const returnPath = header(headers, 'return-path').trim();
  if (contentType.includes('multipart/report') || returnPath === '<>' || /^(mailer-daemon|postmaster)$/i.test(local)) return 'bounce';
  if (BULK_PRECEDENCE.has(header(headers, 'precedence').trim().toLowerCase())) return 'list';
  // mailparser gathers the List-* headers under 'list'.
  if (headers.has('list') || headers.has('list-id') || headers.has('list-unsubscribe') || headers.has('list-post')) return 'list';
  if (NOREPLY.test(local)) return 'noreply';
  return null;
}

/** Our answers' Message-ID: `<id.signature@domain>`, the signature keyed with the connection's own key. */
export function ownMessageId(id: string, ownKey: string, domain: string): string {
  return `<${id}.${signature(id, ownKey)}@${domain}>`;
}

function isOwnMessageId(messageId: string, ownKey: string): boolean {
  const match = /^<?([A-Za-z0-9_-]+)\.([a-f0-9]{20})@/.exec(messageId.trim());
  return Boolean(match && signature(match[1]!, ownKey) === match[2]);
}

const signature = (id: string, key: string) => createHmac('sha256', key).update(id).digest('hex').slice(0, 20);

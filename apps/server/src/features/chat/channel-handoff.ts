import type { HandoffRequested } from '@app/shared/api/handoff';
import type { AppContext } from '../../app-context.js';
import { requestHandoff, type HandoffRequestArgs } from '../handoff/request-handoff.js';
import { asksForPerson } from './handoff-offer.js';

/**
 * A WhatsApp or Telegram sender who asks for a person (the public chat's detection) gets the hand-off request at once,
 * their channel id as contact and no e-mail (ADR 0186). Null when the question asks for no one.
 */
export async function requestHandoffIfAsked(
  ctx: AppContext,
  args: HandoffRequestArgs & { question: string; channel: 'whatsapp' | 'telegram' },
): Promise<HandoffRequested | null> {
  if (!asksForPerson(args.question)) return null;
  return requestHandoff(ctx, args);
}

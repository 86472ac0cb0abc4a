import type { MetaChannel } from '@app/shared/channels';
import type { Config } from '../../config/config.js';
import { callJson, ChannelApiError, splitMessage } from './channel-api.js';

/**
 * Meta's Graph API for Messenger and Instagram messaging (issue 47), at the configuration's address, version included
 * (MESSENGER_API_URL, INSTAGRAM_API_URL). The token travels in the Authorization header, never in the address (which
 * proxies and logs keep). References: developers.facebook.com/docs/messenger-platform/reference/send-api and
 * developers.facebook.com/docs/instagram-platform/instagram-api-with-instagram-login/messaging-api.
 */

/** Longest text of one message: Messenger takes 2000 characters, Instagram 1000. */
export const META_MAX_TEXT: Record<MetaChannel, number> = { messenger: 2000, instagram: 1000 };

interface GraphError {
  error?: { message?: string; type?: string; code?: number; error_subcode?: number };
}

export function metaGraphApi(config: Pick<Config, 'MESSENGER_API_URL' | 'INSTAGRAM_API_URL'>, kind: MetaChannel, accessToken: string) {
  const root = (kind === 'instagram' ? config.INSTAGRAM_API_URL : config.MESSENGER_API_URL).replace(/\/$/, '');
  const headers = { authorization: `Bearer ${accessToken}` };
  const call = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    const { status, body } = await callJson(`${root}${path}`, { ...init, headers: { ...headers, ...init.headers } });
    if (status >= 300) {
      const error = (body as GraphError | null)?.error;
      throw new ChannelApiError(`${kind} ${path}: ${error?.message ?? status}`, status < 500, status);
    }
    return body as T;
  };
  const post = (payload: object) =>
    call<{ recipient_id?: string; message_id?: string }>('/me/messages', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
  return {
    /**
     * Who the token speaks for: Messenger's page `{ id, name }`; Instagram's professional account `{ user_id, username }`
     * (user_id is the id its webhooks carry).
     */
    me: async (): Promise<{ id: string; name: string | null }> => {
      const fields = kind === 'instagram' ? 'user_id,username' : 'id,name';
      const me = await call<{ id?: string; user_id?: string | number; name?: string; username?: string }>(`/me?fields=${fields}`);
      const id = String((kind === 'instagram' ? me.user_id : undefined) ?? me.id ?? '');
      return { id, name: (kind === 'instagram' ? me.username && `@${me.username}` : me.name) || null };
    },
    /** An answer, split at the app's limit; `RESPONSE`: a reply within the 24 hours after the customer's message. */
    sendText: async (recipientId: string, text: string) => {
      for (const part of splitMessage(text, META_MAX_TEXT[kind]))
        await post({ recipient: { id: recipientId }, messaging_type: 'RESPONSE', message: { text: part } });
    },
    /** The typing dots while the answer is prepared. */
    typing: (recipientId: string) => post({ recipient: { id: recipientId }, sender_action: 'typing_on' }).then(() => undefined),
  };
}

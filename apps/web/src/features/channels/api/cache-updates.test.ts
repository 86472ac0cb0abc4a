import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientWith, runHook, serveFetch } from '../../../test/hook-harness';
import { channelKeys } from './keys';
import { useConnectTelegram } from './connect-telegram';
import { useConnectWhatsapp } from './connect-whatsapp';
import { useConnectMetaChannel } from './connect-meta-channel';
import { useDisconnectChannel } from './disconnect-channel';

afterEach(() => vi.unstubAllGlobals());

describe('channel mutations update the cache', () => {
  it.each([
    ['useConnectTelegram', () => useConnectTelegram('a1'), 'PUT /api/agents/a1/channels/telegram', { botToken: '1:x' }],
    ['useConnectWhatsapp', () => useConnectWhatsapp('a1'), 'PUT /api/agents/a1/channels/whatsapp', { phoneNumberId: '1' }],
    ['useDisconnectChannel', () => useDisconnectChannel('a1'), 'DELETE /api/agents/a1/channels/telegram', 'telegram'],
    ['useConnectMetaChannel', () => useConnectMetaChannel('a1', 'instagram'), 'PUT /api/agents/a1/channels/instagram', { pageId: '1' }],
  ] as const)("%s: the agent's channels hold what the server answered, without its message", async (_name, hook, route, variables) => {
    const channels = { available: true, whatsapp: null, telegram: null, messenger: null, instagram: null };
    serveFetch({ [route]: { body: { ...channels, message: 'Fatto.' } } });
    const queryClient = clientWith([
      [channelKeys.agent('a1'), { available: true, whatsapp: 'vecchio', telegram: 'vecchio' }],
      [channelKeys.agent('a2'), { available: false }],
    ]);
    await runHook(hook as () => { mutateAsync: (v: unknown) => Promise<unknown> }, queryClient).mutateAsync(variables);
    expect(queryClient.getQueryData(channelKeys.agent('a1'))).toEqual(channels);
    expect(queryClient.getQueryData(channelKeys.agent('a2'))).toEqual({ available: false });
  });
});

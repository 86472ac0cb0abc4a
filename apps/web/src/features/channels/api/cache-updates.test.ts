import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientWith, runHook, serveFetch } from '../../../test/hook-harness';
import { channelKeys } from './keys';
import { useConnectChannel } from './connect-channel';
import { useDisconnectChannel } from './disconnect-channel';

afterEach(() => vi.unstubAllGlobals());

describe('channel mutations update the cache', () => {
  it.each([
    ['useConnectChannel telegram', () => useConnectChannel('a1', 'telegram'), 'PUT /api/agents/a1/channels/telegram', { botToken: '1:x' }],
    [
      'useConnectChannel whatsapp',
      () => useConnectChannel('a1', 'whatsapp'),
      'PUT /api/agents/a1/channels/whatsapp',
      { phoneNumberId: '1' },
    ],
    ['useDisconnectChannel', () => useDisconnectChannel('a1'), 'DELETE /api/agents/a1/channels/telegram', 'telegram'],
    ['useConnectChannel instagram', () => useConnectChannel('a1', 'instagram'), 'PUT /api/agents/a1/channels/instagram', { pageId: '1' }],
    ['useConnectChannel email', () => useConnectChannel('a1', 'email'), 'PUT /api/agents/a1/channels/email', { address: 'a@b.it' }],
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

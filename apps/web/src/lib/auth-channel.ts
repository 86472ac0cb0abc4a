/** Tells the other tabs of this browser that the user signed in or out. */
type AuthMessage = { type: 'signed-out' } | { type: 'signed-in' };

const channel = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel('agenti-auth') : null;

export function broadcastAuth(message: AuthMessage): void {
  channel?.postMessage(message);
}

export function onAuthBroadcast(handler: (message: AuthMessage) => void): () => void {
  if (!channel) return () => undefined;
  const listener = (event: MessageEvent<AuthMessage>) => handler(event.data);
  channel.addEventListener('message', listener);
  return () => channel.removeEventListener('message', listener);
}

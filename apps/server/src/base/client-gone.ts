import type { IncomingMessage } from 'node:http';

/**
 * The client's connection is already closed: its 'close' event may have fired while the request was still awaited
 * (sign-in check, a database write), before a stream listened for it. Streams check this once they listen.
 */
// Not `raw.destroyed`: a request whose body was read is destroyed too, while its client still waits for the answer.
export const clientGone = (raw: IncomingMessage): boolean => Boolean(raw.socket?.destroyed);

import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/** How much of an unwanted body is read and discarded after a refusal, at most (ADR 0140). */
export const LINGER_MAX_BYTES = 16 * 1024 * 1024;
/** How long a refused connection is kept reading after its answer, at most (ADR 0140). */
export const LINGER_MAX_MS = 10_000;
/**
 * A client that has read its answer but neither sends nor closes (Chromium stops sending and waits) is let go after
 * this long without a byte: otherwise its refusal showed only after `LINGER_MAX_MS` (ADR 0197). Two seconds, not one
 * (ADR 0376): a client still sending but stalled for a second (a loaded machine, a slow network) was cut off and lost
 * its answer.
 */
export const LINGER_IDLE_MS = 2_000;

/** The parts of Node's socket internals a lingering close needs: its HTTP parser and its libuv handle. */
type NodeSocket = Socket & {
  parser?: { _consumed?: boolean; unconsume?: () => void } | null;
  _handle?: { reading?: boolean; readStart?: () => number } | null;
};

const lingering = new WeakSet<Socket>();

/**
 * A refusal answered before the request's body was read (an upload over its limit, ADR 0118) closes the connection.
 * Closing it outright while the client is still sending makes the client's system reset the connection, and a reset
 * throws away the answer the client had not read yet ('Failed to fetch', EPIPE). Like nginx's lingering close, the
 * socket instead sends the answer and its end (FIN), then goes on reading and discarding what the client still sends,
 * until the client ends its side, `LINGER_MAX_BYTES` have come or `LINGER_MAX_MS` have passed; only then is it
 * destroyed. The answer must carry `Connection: close`: Node then ends the socket with `destroySoon()`, replaced here.
 */
export function lingerAfterAnswer(request: IncomingMessage): void {
  const socket = request.socket as NodeSocket | null;
  if (!socket || socket.destroyed || lingering.has(socket)) return;
  lingering.add(socket);
  socket.destroySoon = function lingeringClose(this: NodeSocket) {
    const readBefore = this.bytesRead;
    const stop = () => {
      clearTimeout(timer);
      clearTimeout(idle);
      this.destroy();
    };
    const timer = setTimeout(stop, LINGER_MAX_MS);
    timer.unref();
    // Bytes come in while this process is stalled (a loaded machine): after a stall Node runs the expired timers
    // before it reads what arrived, so the idle check waits one turn for the reads (setImmediate runs after them)
    // and lets go only if none came: destroying a socket whose client is still sending resets it, and loses the answer.
    let received = 0;
    const stopIfIdle = () => {
      const before = received;
      setImmediate(() => {
        if (received === before) stop();
      });
    };
    let idle = setTimeout(stopIfIdle, LINGER_IDLE_MS);
    idle.unref();
    this.once('close', () => {
      clearTimeout(timer);
      clearTimeout(idle);
    });
    this.once('error', stop);
    this.once('end', stop);
    this.on('data', () => {
      if (this.bytesRead - readBefore > LINGER_MAX_BYTES) return stop();
      received += 1;
      clearTimeout(idle);
      idle = setTimeout(stopIfIdle, LINGER_IDLE_MS);
      idle.unref();
    });
    // Node's HTTP parser reads the socket itself, where neither data nor end show, and stops reading when the
    // refused body's stream is left paused: take the socket back and read on, discarding.
    if (this.parser?._consumed && this.parser.unconsume) {
      this.parser.unconsume();
      this.parser._consumed = false;
    }
    request.resume();
    this.resume();
    if (this.writable) this.end();
    const handle = this._handle;
    if (handle && !handle.reading && handle.readStart) {
      handle.reading = true;
      handle.readStart();
    }
  };
}

import net from 'node:net';

export interface PartialAnswer {
  status: number;
  body: string;
  headers: string;
  /** Resolves when the server has closed the connection. */
  closed: Promise<void>;
}

/**
 * Sends a request's head and only the start of its body over a real socket, then waits for the answer without
 * ever sending the rest: a server that waited for the whole body would never answer (the test times out).
 * `more` keeps sending further pieces (a body without a declared length) until the answer arrives.
 */
export function sendPartially(port: number, head: string, start: Buffer, more?: { piece: Buffer; times: number }): Promise<PartialAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let answered = false;
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    socket.on('error', () => undefined); // a reset after the answer is how the server drops the unread body
    socket.on('data', (data: Buffer) => {
      received += data.toString('latin1');
      const end = received.indexOf('\r\n\r\n');
      if (answered || end < 0) return;
      const headers = received.slice(0, end);
      const length = Number(/content-length: *(\d+)/i.exec(headers)?.[1] ?? NaN);
      const body = received.slice(end + 4);
      if (Number.isFinite(length) && Buffer.byteLength(body, 'latin1') < length) return;
      answered = true;
      // Like a browser that has its answer: stop sending and end this side, so the lingering server closes at once.
      socket.end();
      resolve({
        status: Number(headers.split(' ')[1]),
        headers,
        body: Buffer.from(body, 'latin1').toString('utf8'),
        closed,
      });
    });
    socket.once('close', () => {
      if (!answered) reject(new Error(`connection closed without an answer: ${received}`));
    });
    socket.write(head);
    socket.write(start);
    if (more) {
      let sent = 0;
      const next = () => {
        if (answered || socket.destroyed || sent >= more.times) return;
        sent += 1;
        socket.write(more.piece, () => setImmediate(next));
      };
      next();
    }
  });
}

/** The head and start of a multipart upload of one `file` part, for sendPartially. */
export function multipartStart(args: { path: string; cookie: string; fileName: string; declaredBytes?: number }) {
  const boundary = '----agentipartial';
  const lengthLine = args.declaredBytes === undefined ? 'Transfer-Encoding: chunked' : `Content-Length: ${args.declaredBytes}`;
  const head =
    `POST ${args.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${args.cookie}\r\n` +
    `Content-Type: multipart/form-data; boundary=${boundary}\r\n${lengthLine}\r\n\r\n`;
  const partHead = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${args.fileName}"\r\nContent-Type: text/plain\r\n\r\n`,
  );
  return { head, partHead };
}

/** One piece of a chunked body (Transfer-Encoding: chunked). */
export const chunked = (data: Buffer) => Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]);

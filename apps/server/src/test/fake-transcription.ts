import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake service received: one entry per request, in arrival order. */
export interface ReceivedSegment {
  name: string;
  size: number;
  type: string;
  model: string;
  responseFormat: string;
  granularity: string;
  language: string;
  /** From the first MP3 frame header: MPEG-2 layer III, 16 kHz, mono is what the product must send. */
  mono: boolean;
  sampleRate: number | null;
}

/**
 * An OpenAI-compatible transcription service on a real local socket (`POST /v1/audio/transcriptions`, multipart):
 * it records what each request carried and answers `verbose_json` with `answer(index)` pieces (times in seconds,
 * relative to the segment), or the status `fail(index, attempt)` returns.
 */
export async function startFakeTranscription(options: {
  answer: (part: number) => { text: string; start: number; end: number }[];
  fail?: (part: number, attempt: number) => number | null;
}) {
  const received: ReceivedSegment[] = [];
  const attempts = new Map<number, number>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        if (req.method !== 'POST' || req.url !== '/v1/audio/transcriptions') return send(res, 404, { error: 'not found' });
        const form = await new Request('http://fake/', {
          method: 'POST',
          headers: { 'content-type': req.headers['content-type'] ?? '' },
          body: Buffer.concat(chunks),
        }).formData();
        const file = form.get('file') as File;
        const bytes = Buffer.from(await file.arrayBuffer());
        const part = Number(/segmento-(\d+)\./.exec(file.name)?.[1] ?? -1);
        const attempt = (attempts.get(part) ?? 0) + 1;
        attempts.set(part, attempt);
        received.push({
          name: file.name,
          size: bytes.length,
          type: file.type,
          model: String(form.get('model')),
          responseFormat: String(form.get('response_format')),
          granularity: String(form.get('timestamp_granularities[]')),
          language: String(form.get('language')),
          ...mp3Header(bytes),
        });
        const status = options.fail?.(part, attempt) ?? null;
        if (status) return send(res, status, { error: { message: 'failed on purpose' } });
        const pieces = options.answer(part);
        send(res, 200, {
          task: 'transcribe',
          language: 'italian',
          duration: pieces.at(-1)?.end ?? 0,
          text: pieces.map((p) => p.text).join(' '),
          segments: pieces.map((p, id) => ({ id, seek: 0, start: p.start, end: p.end, text: p.text })),
        });
      })().catch(() => send(res, 400, { error: 'bad request' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function send(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

const MPEG2_RATES = [22050, 24000, 16000];

/** Reads the first frame header after an optional ID3 tag. */
function mp3Header(bytes: Buffer): { mono: boolean; sampleRate: number | null } {
  let at = 0;
  if (bytes.subarray(0, 3).toString('latin1') === 'ID3') {
    at = 10 + ((bytes[6]! << 21) | (bytes[7]! << 14) | (bytes[8]! << 7) | bytes[9]!);
  }
  while (at + 4 <= bytes.length && !(bytes[at] === 0xff && (bytes[at + 1]! & 0xe0) === 0xe0)) at += 1;
  if (at + 4 > bytes.length) return { mono: false, sampleRate: null };
  const version = (bytes[at + 1]! >> 3) & 0x3; // 2 = MPEG-2
  const rateIndex = (bytes[at + 2]! >> 2) & 0x3;
  return { mono: bytes[at + 3]! >> 6 === 3, sampleRate: version === 2 ? (MPEG2_RATES[rateIndex] ?? null) : null };
}

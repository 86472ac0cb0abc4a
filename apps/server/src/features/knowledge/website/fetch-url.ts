import http from 'node:http';
import https from 'node:https';
import tls from 'node:tls';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Readable } from 'node:stream';
import { assertPublicHost, guardedLookup, hostOf, PrivateAddressError, type AddressPolicy } from '../../../net/public-address.js';
import { pause } from '../../../base/pause.js';

/** At most this many redirects per address, each one checked again (issue 29). */
export const MAX_REDIRECTS = 5;

export interface FetchSettings {
  userAgent: string;
  policy: AddressPolicy;
  /** Until the answer's headers arrive, and again for the whole body. */
  timeoutMs: number;
  signal?: AbortSignal;
  /** Certificate authorities trusted besides the system's (CRAWLER_CA_FILE). */
  extraCa?: string;
}

/** What the answer is, from its Content-Type: what the caller reads, or null to leave it unread. */
export type AcceptBody = (contentType: string) => { maxBytes: number } | null;

export type FetchOutcome =
  | { kind: 'ok'; url: string; status: number; contentType: string; body: Buffer; etag: string | null; lastModified: string | null }
  | { kind: 'not_modified'; url: string }
  | { kind: 'http_error'; url: string; status: number }
  | { kind: 'too_big'; url: string }
  | { kind: 'unsupported'; url: string; contentType: string }
  /** A redirect the caller refused (another site, robots): `reason` is the caller's. */
  | { kind: 'refused'; url: string; reason: string }
  | { kind: 'failed'; url: string; failure: FetchFailure };

export type FetchFailure = 'timeout' | 'unreachable' | 'private' | 'too_many_redirects' | 'redirect_loop' | 'invalid' | 'aborted';

interface OneAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  response: http.IncomingMessage;
}

/**
 * GETs an address as the crawler does (or, for an action, sends `method` with `body`): our user agent, the guarded DNS lookup (every connection, so every redirect,
 * is checked after resolution), at most MAX_REDIRECTS redirects each offered to `checkHop` first, a time limit, and
 * a size cap on the (decompressed) body. Never throws for what a website may do: every outcome is a value.
 */
export async function fetchUrl(
  start: string,
  settings: FetchSettings,
  options: {
    accept: AcceptBody;
    headers?: Record<string, string>;
    checkHop?: (url: string) => Promise<string | null>;
    /** The politeness pause before following a redirect (a redirect is one more request to the host). */
    hopDelayMs?: number;
    /** GET unless said (an action's POST…); a 307/308 redirect keeps it, any other redirect is followed with a GET. */
    method?: string;
    body?: string;
  },
): Promise<FetchOutcome> {
  const seen = new Set<string>([start]);
  let url = start;
  let send = { method: options.method ?? 'GET', body: options.body };
  for (let hop = 0; ; hop += 1) {
    let answer: OneAnswer;
    try {
      // The caller's headers (an action's secrets) go to the first address only, never to where it redirects.
      answer = await requestOnce(url, settings, hop === 0 ? options.headers : undefined, send);
    } catch (err) {
      return { kind: 'failed', url, failure: failureOf(err, settings.signal) };
    }
    const { status, headers, response } = answer;
    if (status >= 300 && status < 400 && status !== 304 && headers.location) {
      response.resume();
      let next: string;
      try {
        const target = new URL(headers.location, url);
        target.hash = '';
        next = target.href;
        if (target.protocol !== 'http:' && target.protocol !== 'https:') return { kind: 'failed', url, failure: 'invalid' };
      } catch {
        return { kind: 'failed', url, failure: 'invalid' };
      }
      if (seen.has(next)) return { kind: 'failed', url, failure: 'redirect_loop' };
      if (hop + 1 > MAX_REDIRECTS) return { kind: 'failed', url, failure: 'too_many_redirects' };
      seen.add(next);
      const refusal = options.checkHop ? await options.checkHop(next) : null;
      if (refusal) return { kind: 'refused', url: next, reason: refusal };
      if (options.hopDelayMs) await pause(options.hopDelayMs, settings.signal);
      if (status !== 307 && status !== 308) send = { method: 'GET', body: undefined };
      url = next;
      continue;
    }
    if (status === 304) {
      response.resume();
      return { kind: 'not_modified', url };
    }
    if (status < 200 || status >= 300) {
      response.resume();
      return { kind: 'http_error', url, status };
    }
    const contentType = String(headers['content-type'] ?? '').toLowerCase();
    const accepted = options.accept(contentType);
    if (!accepted) {
      response.destroy();
      return { kind: 'unsupported', url, contentType };
    }
    const declared = Number(headers['content-length']);
    if (Number.isFinite(declared) && declared > accepted.maxBytes && !headers['content-encoding']) {
      response.destroy();
      return { kind: 'too_big', url };
    }
    try {
      const body = await readCapped(response, decoded(response, String(headers['content-encoding'] ?? '')), accepted.maxBytes, settings);
      if (!body) return { kind: 'too_big', url };
      return {
        kind: 'ok',
        url,
        status,
        contentType,
        body,
        etag: typeof headers.etag === 'string' ? headers.etag : null,
        lastModified: typeof headers['last-modified'] === 'string' ? headers['last-modified'] : null,
      };
    } catch (err) {
      return { kind: 'failed', url, failure: failureOf(err, settings.signal) };
    }
  }
}

function failureOf(err: unknown, signal: AbortSignal | undefined): FetchFailure {
  if (signal?.aborted) return 'aborted';
  if (err instanceof PrivateAddressError) return 'private';
  if (err instanceof TimeoutError) return 'timeout';
  if (err instanceof InvalidAddress) return 'invalid';
  return 'unreachable';
}

class TimeoutError extends Error {}
class InvalidAddress extends Error {}

async function requestOnce(
  url: string,
  settings: FetchSettings,
  extraHeaders: Record<string, string> | undefined,
  send: { method: string; body: string | undefined },
): Promise<OneAnswer> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new InvalidAddress(url);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new InvalidAddress(url);
  // IP literals and local names never reach a DNS lookup: checked here; names are checked as they resolve.
  await assertPublicHost(hostOf(parsed), settings.policy);
  const client = parsed.protocol === 'https:' ? https : http;
  return new Promise<OneAnswer>((resolve, reject) => {
    const request = client.request(
      parsed,
      {
        method: send.method,
        headers: {
          'user-agent': settings.userAgent,
          accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,application/pdf,text/plain;q=0.8,*/*;q=0.5',
          'accept-encoding': 'gzip, deflate, br',
          'accept-language': 'it-IT,it;q=0.9,en;q=0.5',
          ...extraHeaders,
          ...(send.body !== undefined
            ? { 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(send.body)) }
            : {}),
        },
        lookup: guardedLookup(settings.policy),
        signal: settings.signal,
        // No connection kept for later: one request at a time per host, with a pause between them.
        agent: false,
        ...(settings.extraCa ? { ca: [...tls.rootCertificates, settings.extraCa] } : {}),
      },
      (response) => {
        clearTimeout(timer);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, response });
      },
    );
    const timer = setTimeout(() => request.destroy(new TimeoutError(url)), settings.timeoutMs);
    request.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    request.end(send.body);
  });
}

function decoded(response: http.IncomingMessage, encoding: string): Readable {
  const e = encoding.trim().toLowerCase();
  if (e === 'gzip' || e === 'x-gzip') return response.pipe(createGunzip());
  if (e === 'deflate') return response.pipe(createInflate());
  if (e === 'br') return response.pipe(createBrotliDecompress());
  return response;
}

/** The body, or null past `maxBytes` (decompressed: a small gzip of a huge page is refused all the same). */
async function readCapped(
  response: http.IncomingMessage,
  stream: Readable,
  maxBytes: number,
  settings: FetchSettings,
): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  const timer = setTimeout(() => stream.destroy(new TimeoutError('body')), settings.timeoutMs);
  // A connection reset while reading a compressed body reaches the decompressor as an error too.
  if (stream !== response) response.on('error', (err) => stream.destroy(err));
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) return null;
      chunks.push(chunk);
    }
    return Buffer.concat(chunks, size);
  } finally {
    clearTimeout(timer);
    response.destroy();
    if (stream !== response) stream.destroy();
  }
}

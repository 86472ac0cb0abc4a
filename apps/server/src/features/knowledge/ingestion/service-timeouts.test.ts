import http from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../../config/config.js';
import { transcribeSegment, TRANSCRIPTION_TIMED_OUT } from './transcribe.js';
import { ExtractionError } from './extract-text.js';
import { embedTexts } from '../search/embeddings.js';

/** A service on a real local socket that accepts every request and never answers. */
const silent = http.createServer(() => undefined);
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  silent.closeAllConnections();
  await new Promise<void>((resolve) => silent.close(() => resolve()));
});

describe('external services that never answer', () => {
  it('a transcription gives up with an Italian reason instead of leaving the document In attesa', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'transcribe-')), 'segmento-0000.mp3');
    writeFileSync(file, Buffer.from('ID3\x03\x00\x00\x00\x00\x00\x00', 'latin1'));
    const config = { TRANSCRIPTION_BASE_URL: base, TRANSCRIPTION_MODEL: 'whisper-1' } as Config;
    const error = await transcribeSegment(config, file, new AbortController().signal, 300).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ExtractionError);
    expect((error as Error).message).toBe(TRANSCRIPTION_TIMED_OUT);
  });

  it('an embedding request fails (so indexing and search fall back to full text) instead of hanging', async () => {
    await expect(embedTexts({ baseUrl: base, model: 'embed-test' }, ['ciao'], undefined, 300)).rejects.toThrow();
  });
});

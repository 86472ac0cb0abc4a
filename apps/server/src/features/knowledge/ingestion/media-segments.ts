import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ExtractionError } from './extract-text.js';
import { MEDIA_UNREADABLE } from '@app/shared/i18n/knowledge';

/** The ffmpeg binary shipped by the npm registry package for this platform (no download, ADR 0091). */
const require = createRequire(import.meta.url);
const FFMPEG = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;

/**
 * Speech audio sent to the transcription service: mono, 16 kHz, MP3 at 32 kbit/s (4 KB a second), what speech
 * recognisers resample to anyway. At that rate a 10-minute segment weighs 2.4 MB, far below the 25 MB that
 * OpenAI-compatible services accept.
 */
export const SEGMENT_FORMAT = { extension: 'mp3', type: 'audio/mpeg', bitrate: '32k', sampleRate: 16_000 } as const;

export interface MediaSegment {
  file: string;
  /** Where the segment starts and ends in the original recording, in milliseconds. */
  startMs: number;
  endMs: number;
}

/**
 * Extracts the audio track of `input` (audio or video), converts it to compact mono speech audio and splits it
 * into segments of about `segmentSeconds`, written into `dir`. Segments come back in order with their times.
 */
export async function splitSpeechAudio(input: string, dir: string, segmentSeconds: number, signal: AbortSignal): Promise<MediaSegment[]> {
  const list = path.join(dir, 'segments.csv');
  await runFfmpeg(
    [
      '-nostdin',
      '-hide_banner',
      '-loglevel',
      'error',
      '-i',
      input,
      // No video, first audio track, mono 16 kHz: only the speech goes on.
      '-vn',
      '-map',
      '0:a:0',
      '-ac',
      '1',
      '-ar',
      String(SEGMENT_FORMAT.sampleRate),
      '-c:a',
      'libmp3lame',
      '-b:a',
      SEGMENT_FORMAT.bitrate,
      '-f',
      'segment',
      '-segment_time',
      String(segmentSeconds),
      '-segment_list',
      list,
      '-segment_list_type',
      'csv',
      '-reset_timestamps',
      '1',
      path.join(dir, `segmento-%04d.${SEGMENT_FORMAT.extension}`),
    ],
    signal,
  );
  // Each line: file name, start and end in seconds (ffmpeg measures them as it cuts).
  const rows = (await readFile(list, 'utf8')).split('\n').filter((line) => line.trim());
  const segments = rows.map((row) => {
    const [name, start, end] = row.split(',');
    return { file: path.join(dir, name!), startMs: Math.round(Number(start) * 1000), endMs: Math.round(Number(end) * 1000) };
  });
  if (segments.length === 0 || segments.some((s) => !Number.isFinite(s.startMs) || !Number.isFinite(s.endMs))) {
    throw new ExtractionError(MEDIA_UNREADABLE);
  }
  return segments;
}

function runFfmpeg(args: string[], signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(FFMPEG, args, { stdio: ['ignore', 'ignore', 'pipe'], signal });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => {
      if (stderr.length < 4000) stderr += d.toString();
    });
    child.on('error', (err) => reject(signal.aborted ? err : new ExtractionError(MEDIA_UNREADABLE)));
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(signal.aborted ? signal.reason : Object.assign(new ExtractionError(MEDIA_UNREADABLE), { detail: stderr }));
    });
  });
}

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const FFMPEG = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;

/**
 * A real recording made with the ffmpeg of the npm package: a tone of `seconds` (44.1 kHz stereo) alone as WAV, or
 * with a moving test picture as an H.264/AAC MP4 video.
 */
export function makeMedia(kind: 'wav' | 'mp4', seconds: number): Buffer {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'media-'));
  const out = path.join(dir, `registrazione.${kind}`);
  const audio = ['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=44100:duration=${seconds}`];
  const video = kind === 'mp4' ? ['-f', 'lavfi', '-i', `testsrc=size=160x120:rate=10:duration=${seconds}`] : [];
  const codecs = kind === 'mp4' ? ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest'] : ['-ac', '2'];
  try {
    execFileSync(FFMPEG, ['-nostdin', '-hide_banner', '-loglevel', 'error', ...audio, ...video, ...codecs, out]);
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes a .br (quality 11) and a .gz (level 9) beside every compressible file of the build, once, at build
 * time: the server sends the one the browser accepts (@fastify/static `preCompressed`) without compressing
 * anything per request. See docs/decisions/0019-precompressed-web-assets.md.
 */
export function precompress(): Plugin {
  return {
    name: 'agenti:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir!;
      await Promise.all(
        Object.keys(bundle)
          .filter((file) => COMPRESSIBLE.test(file))
          .map(async (file) => {
            const data = await readFile(path.join(dir, file));
            const [br, gz] = await Promise.all([
              brotli(data, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
                },
              }),
              gzipAsync(data, { level: 9 }),
            ]);
            // A tiny file may not shrink: then the server sends it as it is.
            await Promise.all([
              br.length < data.length ? writeFile(path.join(dir, `${file}.br`), br) : undefined,
              gz.length < data.length ? writeFile(path.join(dir, `${file}.gz`), gz) : undefined,
            ]);
          }),
      );
    },
  };
}

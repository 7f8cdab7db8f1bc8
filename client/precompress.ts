import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; fonts (woff2) and images are compressed already, source maps are rarely fetched. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;
/** Below this a compressed copy saves less than a network packet. */
const MIN_BYTES = 1024;

/** Writes `file`'s Brotli (`.br`) and gzip (`.gz`) copies of `bytes`, at the strongest levels. */
export async function writeCompressedCopies(file: string, bytes: Buffer): Promise<void> {
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file of the build, at
 * the strongest levels, so the server sends compressed bytes without compressing per request
 * (server/src/http/client-app.ts picks the copy the browser accepts).
 */
export function precompress(): Plugin {
  return {
    name: 'matterhorn-precompress',
    apply: 'build',
    enforce: 'post',
    async writeBundle(options, bundle) {
      const dir = options.dir!;
      const copies = Object.values(bundle)
        .filter((output) => COMPRESSIBLE.test(output.fileName))
        .map((output) => ({ fileName: output.fileName, bytes: Buffer.from(output.type === 'chunk' ? output.code : output.source) }))
        .filter(({ bytes }) => bytes.length >= MIN_BYTES);
      await Promise.all(copies.map(({ fileName, bytes }) => writeCompressedCopies(join(dir, fileName), bytes)));
    },
  };
}

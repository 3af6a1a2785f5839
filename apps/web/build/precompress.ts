import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;
/**
 * What serving a compressed copy adds to an answer (`Content-Encoding` and `Vary` headers): a copy is written
 * only when it saves more. Small files count too: a route's first load fetches dozens of sub-kilobyte chunks.
 */
const HEADER_BYTES = 64;

function writeIfSmaller(file: string, content: Buffer, compressed: Buffer): void {
  if (compressed.length + HEADER_BYTES < content.length) writeFileSync(file, compressed);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the build, at the strongest settings: the
 * work is paid once at build time, and the server (@fastify/static `preCompressed`) picks the copy the
 * browser's Accept-Encoding allows instead of compressing each answer again.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'opentab-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const content = readFileSync(file);
        writeIfSmaller(
          `${file}.br`,
          content,
          brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
        writeIfSmaller(`${file}.gz`, content, gzipSync(content, { level: 9 }));
      }
    },
  };
}

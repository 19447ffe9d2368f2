import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

// The web build is compressed once, at the highest levels, so the server sends `.br` / `.gz`
// files as they are instead of compressing the same bytes on every request.

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images, fonts and PDFs are compressed already. Source maps are only fetched by developer tools. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|wasm)$/i;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` and `<file>.gz` next to every compressible file of `dir` of at least 1 KB,
 * keeping a copy only when it is smaller than the file. Returns the files written.
 */
export async function precompressDirectory(dir: string): Promise<string[]> {
  const written: string[] = [];
  for (const file of await filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const bytes = await readFile(file);
    if (bytes.byteLength < MIN_BYTES) continue;
    const copies: [string, Buffer][] = [
      [
        `${file}.br`,
        await brotli(bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength },
        }),
      ],
      [`${file}.gz`, await gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION })],
    ];
    for (const [target, compressed] of copies) {
      if (compressed.byteLength >= bytes.byteLength) continue;
      await writeFile(target, compressed);
      written.push(target);
    }
  }
  return written;
}

/** Vite plugin: precompress the build output once it is written. */
export function precompress(): Plugin {
  let outDir = '';
  let logger: ResolvedConfig['logger'] | undefined;
  return {
    name: 'hireloop-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    async closeBundle() {
      const written = await precompressDirectory(outDir);
      logger?.info(`precompressed: ${written.length} .br and .gz files`);
    },
  };
}

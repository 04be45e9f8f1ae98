// Writes each emitted script and stylesheet's compressed copies beside it at build time: gzip by
// Zopfli (a deflate encoder that searches much harder than zlib's level 9: about 4 % fewer bytes,
// 9 KB less for the host's entry, at several seconds of CPU that only the build pays) and brotli
// at quality 11. The server serves these copies as they are (@fastify/static `preCompressed`):
// the host's from its build folder, a remote's from its release, which carries them (the server
// checks that each decompresses to its file). Its own compression (server/src/web/precompress.ts)
// skips a file whose `.br` and `.gz` are not older than it, so it does not replace them.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { gzipAsync as zopfliGzip } from '@gfx/zopfli';

const COMPRESSIBLE = /\.(js|mjs|css|json|svg)$/;
const MIN_BYTES = 1024;
// Beyond a few iterations Zopfli finds almost nothing more (main.js: 300 bytes between 1 and 5).
const ZOPFLI_ITERATIONS = 5;
const brotli = promisify(brotliCompress);

async function compressBeside(path) {
  const content = await readFile(path);
  if (content.length < MIN_BYTES) return;
  const gzipped = await zopfliGzip(content, { numiterations: ZOPFLI_ITERATIONS });
  await writeFile(`${path}.gz`, gzipped);
  // Last: its time tells the server that the copies are up to date.
  await writeFile(
    `${path}.br`,
    await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}

export class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outputPath = compilation.outputOptions.path;
      const files = compilation
        .getAssets()
        .map((asset) => asset.name)
        .filter((name) => COMPRESSIBLE.test(name));
      for (const name of files) await compressBeside(join(outputPath, name));
    });
  }
}

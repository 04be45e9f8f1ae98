// Static files are compressed once (brotli at full quality and gzip) and stored beside the
// originals, so that serving them costs no CPU: @fastify/static picks the `.br`/`.gz` sibling
// that the browser accepts.
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export const COMPRESSIBLE = /\.(js|mjs|css|json|svg|html|txt)$/;
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A reader never sees half a file: it is written aside and moved into place. */
async function writeAtomically(path: string, content: Buffer): Promise<void> {
  await writeFile(`${path}.tmp`, content);
  await rename(`${path}.tmp`, path);
}

export async function precompressFile(path: string): Promise<void> {
  const content = await readFile(path);
  if (content.length < MIN_BYTES) return;
  // Both compressed before either is written: a write started while the other compression
  // was still awaited had nobody listening yet, and its failure (the folder removed meanwhile)
  // escaped as an unhandled rejection.
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzipAsync(content, { level: 9 }),
  ]);
  await Promise.all([writeAtomically(`${path}.br`, br), writeAtomically(`${path}.gz`, gz)]);
}

async function isUpToDate(copy: string, modifiedAt: number): Promise<boolean> {
  return existsSync(copy) && (await stat(copy)).mtimeMs >= modifiedAt;
}

/**
 * Compresses every compressible file of a folder that lacks an up-to-date `.br` or `.gz`
 * sibling; copies made by the build (Zopfli's gzip, smaller than zlib's) are kept.
 */
export async function precompressFolder(folder: string): Promise<void> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    const modifiedAt = (await stat(path)).mtimeMs;
    if (
      (await isUpToDate(`${path}.br`, modifiedAt)) &&
      (await isUpToDate(`${path}.gz`, modifiedAt))
    )
      continue;
    await precompressFile(path);
  }
}

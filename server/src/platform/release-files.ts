// Checks and stores the files of an uploaded release under `<data>/remotes/<name>/<version>/`
// (the replica's copy; the database holds them for every replica, release-files.repository.ts).
// A manifest is code, not data (the MF runtime evaluates `getPublicPath`), so a release whose
// manifest is not for this remote or does not use `publicPath: "auto"` is refused.
// A release may bring its files' compressed copies (`x.js.gz`, `x.js.br`, made by the build with
// Zopfli, smaller than the server's zlib gzip); each must decompress to exactly its file.
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rm, utimes, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { COMPRESSIBLE, precompressFolder } from '../web/precompress';

export const MANIFEST_FILE = 'mf-manifest.json';
export const ENTRY_FILE = 'remoteEntry.js';
export const MAX_RELEASE_BYTES = 50 * 1024 * 1024;
const ALLOWED_EXTENSIONS = /\.(js|mjs|map|json|css|woff2?|ttf|png|jpe?g|svg|ico|txt)$/;
const SAFE_SEGMENT = /^[A-Za-z0-9_@-][A-Za-z0-9._@-]*$/;
export const COMPRESSED_COPY = /\.(gz|br)$/;

export interface ReleaseFile {
  path: string;
  content: Buffer;
}

export class ReleaseFilesError extends Error {}

function hasSafeSegments(path: string): boolean {
  const segments = path.split('/');
  return (
    segments.length <= 6 &&
    segments.every((segment) => SAFE_SEGMENT.test(segment) && segment !== '..')
  );
}

/** Whether a path may name a file of a release (the check uploads pass, without throwing). */
export function isSafeReleasePath(path: string): boolean {
  return hasSafeSegments(path) && ALLOWED_EXTENSIONS.test(path);
}

/** The file a compressed copy stands for (`a/x.js.gz` → `a/x.js`), undefined for any other. */
function originalOf(path: string): string | undefined {
  const original = path.replace(COMPRESSED_COPY, '');
  return original !== path && COMPRESSIBLE.test(original) ? original : undefined;
}

function checkPath(path: string): void {
  if (!hasSafeSegments(path)) throw new ReleaseFilesError(`unsafe file path "${path}"`);
  if (!ALLOWED_EXTENSIONS.test(originalOf(path) ?? path))
    throw new ReleaseFilesError(`file type not allowed: "${path}"`);
}

/** `x.js` and `x.js/y.js` cannot both be stored: a name is a file or a folder. */
function checkFoldersAreNotFiles(paths: ReadonlySet<string>): void {
  for (const path of paths) {
    const segments = path.split('/');
    for (let depth = 1; depth < segments.length; depth += 1) {
      const folder = segments.slice(0, depth).join('/');
      if (paths.has(folder))
        throw new ReleaseFilesError(`"${folder}" is a file and the folder of "${path}"`);
    }
  }
}

function decompress(copy: ReleaseFile, expectedBytes: number): Buffer | undefined {
  // One byte more than the original may hold: a larger output is a mismatch, never a bomb.
  const options = { maxOutputLength: expectedBytes + 1 };
  try {
    return copy.path.endsWith('.gz')
      ? gunzipSync(copy.content, options)
      : brotliDecompressSync(copy.content, options);
  } catch {
    return undefined;
  }
}

function checkCompressedCopies(files: ReleaseFile[]): void {
  const byPath = new Map(files.map((file) => [file.path, file.content]));
  for (const copy of files) {
    const original = originalOf(copy.path);
    if (!original) continue;
    const content = byPath.get(original);
    if (!content)
      throw new ReleaseFilesError(`"${copy.path}" is a copy of a file not in the release`);
    if (!decompress(copy, content.length)?.equals(content))
      throw new ReleaseFilesError(`"${copy.path}" does not decompress to "${original}"`);
  }
}

function checkManifest(files: ReleaseFile[], remoteName: string): void {
  const manifestFile = files.find((file) => file.path === MANIFEST_FILE);
  if (!manifestFile) throw new ReleaseFilesError(`${MANIFEST_FILE} is missing`);
  if (!files.some((file) => file.path === ENTRY_FILE))
    throw new ReleaseFilesError(`${ENTRY_FILE} is missing`);
  let manifest: { name?: unknown; metaData?: { publicPath?: unknown; getPublicPath?: unknown } };
  try {
    manifest = JSON.parse(manifestFile.content.toString('utf8'));
  } catch {
    throw new ReleaseFilesError(`${MANIFEST_FILE} is not JSON`);
  }
  if (manifest.name !== remoteName)
    throw new ReleaseFilesError(`${MANIFEST_FILE} is for "${String(manifest.name)}"`);
  if (manifest.metaData?.getPublicPath !== undefined || manifest.metaData?.publicPath !== 'auto') {
    throw new ReleaseFilesError(`${MANIFEST_FILE} must use publicPath "auto"`);
  }
}

export function checkReleaseFiles(files: ReleaseFile[], remoteName: string): void {
  const total = files.reduce((sum, file) => sum + file.content.length, 0);
  if (total > MAX_RELEASE_BYTES)
    throw new ReleaseFilesError(`larger than ${MAX_RELEASE_BYTES} bytes`);
  const paths = new Set<string>();
  for (const file of files) {
    checkPath(file.path);
    if (paths.has(file.path)) throw new ReleaseFilesError(`duplicate file "${file.path}"`);
    paths.add(file.path);
  }
  checkFoldersAreNotFiles(paths);
  checkManifest(files, remoteName);
  checkCompressedCopies(files);
}

/** One hash over every file's path and bytes, independent of the order they came in. */
export function contentHash(files: ReleaseFile[]): string {
  const hash = createHash('sha256');
  for (const file of [...files].sort((a, b) => a.path.localeCompare(b.path))) {
    hash
      .update(file.path)
      .update('\0')
      .update(createHash('sha256').update(file.content).digest())
      .update('\0');
  }
  return hash.digest('hex');
}

export function sriIntegrity(content: Buffer): string {
  return `sha384-${createHash('sha384').update(content).digest('base64')}`;
}

export function releaseFolder(dataDir: string, name: string, version: string): string {
  return join(dataDir, 'remotes', name, version);
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException).code;
}

/** Every replica's copy gets the same times, hence the same `ETag` and `Last-Modified`. */
async function setModifiedTimes(folder: string, time: Date): Promise<void> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  for (const entry of entries.filter((each) => each.isFile()))
    await utimes(join(entry.parentPath, entry.name), time, time);
}

async function writeFolder(folder: string, files: ReleaseFile[], modifiedAt: Date) {
  // Compressed copies last, so that they are not older than their files (precompressFolder
  // replaces only missing or older copies).
  const copiesLast = [...files].sort(
    (a, b) => Number(COMPRESSED_COPY.test(a.path)) - Number(COMPRESSED_COPY.test(b.path)),
  );
  for (const file of copiesLast) {
    const path = join(folder, file.path);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, file.content);
  }
  await precompressFolder(folder);
  await setModifiedTimes(folder, modifiedAt);
}

/**
 * Moves `incoming` to `target` in one rename. A folder already at `target` is set aside rather
 * than deleted first, so that the release is absent only between two renames and a file being
 * read from the old folder is read to its end; unless `replace` is false: then that folder (put
 * there meanwhile by another process sharing the data folder, with the same files) is kept.
 */
async function moveIntoPlace(incoming: string, target: string, replace: boolean): Promise<void> {
  const replaced = join(dirname(incoming), `.replaced-${randomUUID()}`);
  try {
    if (replace)
      await rename(target, replaced).catch((error: unknown) => {
        if (errorCode(error) !== 'ENOENT') throw error;
      });
    await rename(incoming, target).catch((error: unknown) => {
      const taken = errorCode(error) === 'ENOTEMPTY' || errorCode(error) === 'EEXIST';
      if (replace || !taken) throw error;
    });
  } finally {
    await rm(replaced, { recursive: true, force: true });
  }
}

/**
 * Writes the files (and their compressed copies, all modified at `modifiedAt`) into a temporary
 * folder, then moves that into place (`replace`: over a folder already there, default true).
 */
export async function storeReleaseFiles(
  dataDir: string,
  release: { name: string; version: string; modifiedAt: Date },
  files: ReleaseFile[],
  replace = true,
): Promise<void> {
  const target = releaseFolder(dataDir, release.name, release.version);
  const incoming = join(dataDir, 'remotes', `.incoming-${randomUUID()}`);
  try {
    await writeFolder(incoming, files, release.modifiedAt);
    await mkdir(dirname(target), { recursive: true });
    await moveIntoPlace(incoming, target, replace);
  } finally {
    await rm(incoming, { recursive: true, force: true });
  }
}

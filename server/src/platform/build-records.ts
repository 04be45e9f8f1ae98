// Build records (`crm-build.json`): a release's, from its files, and the host's, from the
// folder the host is served from (read at each release: a new host build needs no restart).
// And the shared packages of both builds' `mf-manifest.json` (shared-requirements.ts).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BUILD_RECORD_FILE, buildRecordSchema, type BuildRecord } from '@crm/shared/platform';
import * as v from 'valibot';
import { MANIFEST_FILE, ReleaseFilesError, type ReleaseFile } from './release-files';
import { readSharedEntries, type SharedEntry } from './shared-requirements';

export function parseBuildRecord(text: string, where: string): BuildRecord {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ReleaseFilesError(`${where} is not JSON`);
  }
  const result = v.safeParse(buildRecordSchema, parsed);
  if (!result.success) throw new ReleaseFilesError(`${where}: ${v.summarize(result.issues)}`);
  return result.output;
}

/** The release's record, or null when its build wrote none. */
export function readReleaseBuildRecord(files: readonly ReleaseFile[]): BuildRecord | null {
  const file = files.find((candidate) => candidate.path === BUILD_RECORD_FILE);
  return file ? parseBuildRecord(file.content.toString('utf8'), BUILD_RECORD_FILE) : null;
}

/** The host's record, or undefined when its build has none (then releases go unchecked). */
export async function readHostBuildRecord(hostDist: string): Promise<BuildRecord | undefined> {
  let text: string;
  try {
    text = await readFile(join(hostDist, BUILD_RECORD_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    return parseBuildRecord(text, join(hostDist, BUILD_RECORD_FILE));
  } catch (error) {
    // The host's build is the deployment's, not the caller's: a fault of the server (500).
    if (error instanceof ReleaseFilesError) throw new Error(error.message, { cause: error });
    throw error;
  }
}

/** The release's shared packages, from its `mf-manifest.json` (checked by release-files.ts). */
export function readReleaseSharedEntries(files: readonly ReleaseFile[]): SharedEntry[] {
  const file = files.find((candidate) => candidate.path === MANIFEST_FILE);
  const entries = file ? readSharedEntries(file.content.toString('utf8')) : undefined;
  if (!entries) throw new ReleaseFilesError(`${MANIFEST_FILE}: its "shared" list is not readable`);
  return entries;
}

/** The host's shared packages, or undefined when its build has no `mf-manifest.json`. */
export async function readHostSharedEntries(hostDist: string): Promise<SharedEntry[] | undefined> {
  let text: string;
  try {
    text = await readFile(join(hostDist, MANIFEST_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const entries = readSharedEntries(text);
  // The host's build is the deployment's, not the caller's: a fault of the server (500).
  if (!entries) throw new Error(`${join(hostDist, MANIFEST_FILE)}: no readable "shared" list`);
  return entries;
}

// Build records (`crm-build.json`): a release's, from its files, and the host's, from the
// folder the host is served from (read at each release: a new host build needs no restart).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BUILD_RECORD_FILE, buildRecordSchema, type BuildRecord } from '@crm/shared/platform';
import * as v from 'valibot';
import { ReleaseFilesError, type ReleaseFile } from './release-files';

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

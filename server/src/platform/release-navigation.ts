// A release's navigation file (`crm-navigation.json`, written by the remote's build): read and
// checked when the release is registered, so that a broken one is refused at upload, never
// handed to a browser.
import { NAVIGATION_FILE, type RemoteNavigation } from '@crm/shared/contracts';
import { remoteNavigationSchema } from '@crm/shared/platform';
import * as v from 'valibot';
import { ReleaseFilesError, type ReleaseFile } from './release-files';

/** The release's navigation, or null when it has none (an older build). */
export function readReleaseNavigation(files: readonly ReleaseFile[]): RemoteNavigation | null {
  const file = files.find((candidate) => candidate.path === NAVIGATION_FILE);
  if (!file) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(file.content.toString('utf8'));
  } catch {
    throw new ReleaseFilesError(`${NAVIGATION_FILE} is not JSON`);
  }
  const result = v.safeParse(remoteNavigationSchema, parsed);
  if (!result.success)
    throw new ReleaseFilesError(`${NAVIGATION_FILE}: ${v.summarize(result.issues)}`);
  return result.output;
}

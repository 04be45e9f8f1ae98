// The tests left out on some platform, each with why: the only skips the test command allows.
// Lint fails `.skip`, `.todo`, `.only` and Playwright's `.fixme` in every runner, and the
// server's runner and the jest and node:test reporters fail a skipped or to-do test, unless it is
// listed here for the platform it runs on (a listed skip in a test file also needs its lint rule disabled on that line, naming
// this list). `npm test` prints the list at its start. Today no test is skipped anywhere.
import { isAbsolute, relative } from 'node:path';
import { ROOT } from './workspace.mjs';

/** `{ file, test, platforms, why }`: `file` relative to the root, `test` its title. */
export const PLATFORM_SKIPS = [];

/** The skips allowed on `platform` (`process.platform`), for the files under `prefix`. */
export function skipsOn(platform, prefix = '', skips = PLATFORM_SKIPS) {
  return skips
    .filter((skip) => skip.platforms.includes(platform) && skip.file.startsWith(prefix))
    .map((skip) => ({ ...skip, file: skip.file.slice(prefix.length) }));
}

/** The list as `npm test` prints it. */
export function describeSkips(skips = PLATFORM_SKIPS) {
  if (skips.length === 0)
    return 'Tests skipped on a platform (scripts/lib/platform-skips.mjs): none.';
  return [
    'Tests skipped on a platform (scripts/lib/platform-skips.mjs):',
    ...skips.map(
      (skip) => `  ${skip.file} › ${skip.test} on ${skip.platforms.join(', ')}: ${skip.why}`,
    ),
  ].join('\n');
}

/** Whether the skip of `test` in `file` (absolute, or relative to the root) is listed here. */
export function isListedSkip(file, test, platform = process.platform, skips = PLATFORM_SKIPS) {
  const path = isAbsolute(file) ? relative(ROOT, file) : file;
  return skipsOn(platform, '', skips).some((skip) => skip.file === path && skip.test === test);
}

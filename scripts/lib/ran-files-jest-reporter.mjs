// A jest reporter (beside the default one): records the test files jest ran (ran-files.mjs),
// and fails the run on a skipped or to-do test, which jest counts as passing (unless
// platform-skips.mjs lists it, by its full title, for this platform).
import { isListedSkip } from './platform-skips.mjs';
import { recordRanFiles } from './ran-files.mjs';

export default class RanFilesReporter {
  #error = undefined;

  onRunComplete(_contexts, results) {
    recordRanFiles(
      'jest',
      results.testResults.map((result) => result.testFilePath),
    );
    const leftOut = results.testResults.flatMap((file) =>
      file.testResults
        .filter((test) => test.status === 'pending' || test.status === 'todo')
        .filter((test) => !isListedSkip(file.testFilePath, test.fullName))
        .map((test) => `${file.testFilePath} › ${test.fullName} (${test.status})`),
    );
    if (leftOut.length === 0) return;
    this.#error = new Error(
      `Tests left out (skipped or to do), which fails the run:\n  ${leftOut.join('\n  ')}`,
    );
    process.stderr.write(`\n✖ ${this.#error.message}\n`);
  }

  getLastError() {
    return this.#error;
  }
}

// A Playwright reporter (beside `list`): records the spec files the run ran (ran-files.mjs).
import { recordRanFiles } from './ran-files.mjs';

export default class RanFilesReporter {
  #files = new Set();

  onTestEnd(test) {
    this.#files.add(test.location.file);
  }

  onEnd() {
    recordRanFiles('playwright', [...this.#files]);
  }

  printsToStdio() {
    return false;
  }
}

// A node:test reporter (beside `spec`): records the files the run ran (ran-files.mjs), and fails
// the run on a skipped or to-do test, which node:test counts as passing (unless
// platform-skips.mjs lists it for this platform).
import { isListedSkip } from './platform-skips.mjs';
import { recordRanFiles } from './ran-files.mjs';

export default async function* ranFilesReporter(source) {
  const files = new Set();
  const leftOut = [];
  for await (const { type, data } of source) {
    if (type !== 'test:pass' && type !== 'test:fail') continue;
    if (data.file) files.add(data.file);
    const skipped = data.skip !== undefined || data.todo !== undefined;
    if (skipped && !isListedSkip(data.file ?? '', data.name))
      leftOut.push(`${data.file ?? ''} › ${data.name}`);
  }
  recordRanFiles('node-test', [...files]);
  if (leftOut.length > 0) {
    process.exitCode = 1;
    yield `\n✖ Tests left out (skipped or to do), which fails the run:\n${leftOut.map((t) => `  ${t}`).join('\n')}\n`;
  }
}

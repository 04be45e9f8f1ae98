#!/usr/bin/env node
// `npm run test:list`: checks the test files against scripts/expected-test-files.txt;
// `npm run test:list -- --update` rewrites the list from the test files git knows and says what
// changed.
import {
  compareWithList,
  differenceMessage,
  findTestFiles,
  gitFiles,
  LIST,
  listable,
  readList,
  untrackedNote,
  writeList,
} from './lib/test-files.mjs';

const found = findTestFiles();
const known = gitFiles();
const difference = compareWithList(found, readList(), known);
const note = untrackedNote(difference);
if (process.argv.includes('--update')) {
  const files = listable(found, known);
  writeList(files);
  for (const file of difference.missing) console.log(`- ${file}`);
  for (const file of difference.unlisted) console.log(`+ ${file}`);
  console.log(`${LIST}: ${files.length} test files.`);
  if (note) console.log(`\n${note}`);
} else {
  const message = differenceMessage(difference);
  if (note) console.warn(`${note}\n`);
  if (message) {
    console.error(message);
    process.exit(1);
  }
  console.log(`All ${found.length - difference.untracked.length} listed test files are there.`);
}

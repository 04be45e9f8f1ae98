#!/usr/bin/env node
// Writes src/identity/data/common-passwords.json from the two lists its README names: every
// entry of zxcvbn's list and the first 200,000 of the ten-million-password list's top million,
// lower-cased, without duplicates and sorted (the server looks entries up by binary search), as
// one JSON string with an entry a line: a string costs a fraction of the memory of an array of
// 190,000 strings. Entries that are not printable ASCII (two mis-encoded ones) are left out.
// Usage: node scripts/common-passwords.mjs <zxcvbn passwords.json> <top-1M list .txt>
import { readFileSync, writeFileSync } from 'node:fs';

const TAKEN_FROM_TOP_MILLION = 200_000;
const [zxcvbnFile, topMillionFile] = process.argv.slice(2);
if (!zxcvbnFile || !topMillionFile) {
  console.error('usage: node scripts/common-passwords.mjs <passwords.json> <top-1M list .txt>');
  process.exit(1);
}

const zxcvbn = JSON.parse(readFileSync(zxcvbnFile, 'utf8'));
const topMillion = readFileSync(topMillionFile, 'utf8')
  .split(/\r?\n/)
  .filter(Boolean)
  .slice(0, TAKEN_FROM_TOP_MILLION);
const entries = [
  ...new Set(
    [...zxcvbn, ...topMillion]
      .map((entry) => entry.toLowerCase())
      .filter((entry) => /^[\x20-\x7e]+$/.test(entry)),
  ),
].sort();
const target = new URL('../src/identity/data/common-passwords.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(entries.join('\n'))}\n`);
console.log(`${entries.length} entries written to ${target.pathname}`);

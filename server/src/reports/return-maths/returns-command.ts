// The `returns` command without its process wiring: reads a JSON array of {id, kind, input},
// computes each input and writes [{id, result}]. Any problem is reported on stderr, every
// problem at once, and gives a non-zero exit code; nothing is written to stdout then.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as v from 'valibot';
import { computeReturn, describeIssues } from './compute-vector';
import { returnVectorFileSchema } from './returns.schemas';

export interface CommandIo {
  cwd: string;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

export const EXIT_OK = 0;
export const EXIT_INVALID_INPUT = 1;
export const EXIT_USAGE = 2;
const MAX_REPORTED_PROBLEMS = 20;

const USAGE =
  'usage: npm run -s returns -- <file.json>\n' +
  '  <file.json>: a JSON array of {id, kind: "twrr" | "mwrr" | "dietz", input}\n';

export function runReturnsCommand(args: readonly string[], io: CommandIo): number {
  if (args.length !== 1 || args[0] === '--help' || args[0] === '-h') {
    io.stderr(USAGE);
    return EXIT_USAGE;
  }
  const path = resolve(io.cwd, args[0]!);
  const text = readText(path);
  if (typeof text !== 'string') return fail(io, `cannot read ${path}: ${text.reason}`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return fail(io, `${path} is not valid JSON: ${(error as Error).message}`);
  }
  const file = v.safeParse(returnVectorFileSchema, json);
  const invalid = `invalid input in ${path}`;
  if (!file.success) return fail(io, invalid, describeIssues(file.issues, 'file'));
  const problems: string[] = [];
  const results = file.output.map(({ id, kind, input }, index) => {
    const outcome = computeReturn(kind, input);
    if (outcome.ok) return { id, result: outcome.result };
    problems.push(...outcome.problems.map((problem) => `[${index}] "${id}": ${problem}`));
    return null;
  });
  if (problems.length > 0) return fail(io, invalid, problems);
  io.stdout(`${JSON.stringify(results)}\n`);
  return EXIT_OK;
}

const READ_ERRORS: Record<string, string> = {
  ENOENT: 'no such file',
  EISDIR: 'it is a folder',
  EACCES: 'permission denied',
};

function readText(path: string): string | { reason: string } {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    return { reason: (code && READ_ERRORS[code]) ?? message };
  }
}

function fail(io: CommandIo, headline: string, problems: readonly string[] = []): number {
  const shown = problems.slice(0, MAX_REPORTED_PROBLEMS);
  const more = problems.length - shown.length;
  const lines = [`returns: ${headline}`, ...shown.map((line) => `  ${line}`)];
  if (more > 0) lines.push(`  … and ${more} more`);
  io.stderr(`${lines.join('\n')}\n`);
  return EXIT_INVALID_INPUT;
}

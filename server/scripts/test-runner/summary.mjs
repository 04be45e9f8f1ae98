// Prints each test file's report as the file ends, and the totals at the end: files, tests by
// outcome, the files that failed and the slowest files. A file fails when a test of it fails, when
// it runs no test, and when it leaves a test out: skipped or to-do (unless
// scripts/lib/platform-skips.mjs lists the skip for this platform) or focused (`.only`).
const COUNTS = ['tests', 'passed', 'failed', 'cancelled', 'skipped', 'todo'];
// node:test's own totals at the end of each file's report: the runner prints one set for all.
const FILE_TOTALS = /^ℹ (tests|suites|pass|fail|cancelled|skipped|todo|duration_ms) .*\n?/gm;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
// The spec reporter's list of a file's failures, repeated at the end so that a log cut to its
// last lines (as CI keeps it) still says why.
const FAILURES = /^✖ failing tests:\n([\s\S]*)$/m;
const FAILURE_LINES = 40;

function failuresIn(output) {
  const found = FAILURES.exec(output.replace(FILE_TOTALS, ''))?.[1]?.trim();
  if (!found) return [];
  const lines = found.split('\n');
  const kept = lines.slice(0, FAILURE_LINES).map((line) => `    ${line}`);
  if (lines.length > FAILURE_LINES)
    kept.push(`    … ${lines.length - FAILURE_LINES} more lines in the file's report above`);
  return kept;
}

/** Why a file left tests out, or undefined; `allowed`: the skips listed for this platform. */
export function leftOutProblem(file, left, allowed = []) {
  if (!left) return undefined;
  const listed = (title) => allowed.some((skip) => skip.file === file && skip.test === title);
  const problems = [
    ...left.focused.map((title) => `focused (.only): ${title}`),
    ...left.skipped.filter((title) => !listed(title)).map((title) => `skipped: ${title}`),
    ...left.todo.filter((title) => !listed(title)).map((title) => `to do: ${title}`),
  ];
  return problems.length ? `it leaves tests out — ${problems.join('; ')}` : undefined;
}

export class Summary {
  /** `allowedSkips`: the platform skips of scripts/lib/platform-skips.mjs for this platform. */
  constructor({ kind, workers, allowedSkips = [] }) {
    this.kind = kind;
    this.allowedSkips = allowedSkips;
    this.workers = workers;
    this.started = Date.now();
    this.totals = Object.fromEntries(COUNTS.map((key) => [key, 0]));
    this.files = [];
    this.failed = [];
  }

  add({ file, output, counts, left, ms, problem }) {
    for (const key of COUNTS) this.totals[key] += counts[key] ?? 0;
    this.files.push({ file, ms, ran: !problem });
    const why =
      problem ??
      (counts.failed || counts.cancelled
        ? `${counts.failed} failed, ${counts.cancelled} cancelled`
        : counts.tests === 0
          ? 'it ran no test'
          : leftOutProblem(file, left, this.allowedSkips));
    if (why) this.failed.push(`${file}: ${why}`, ...failuresIn(output));
    process.stdout.write(
      `\n${why ? '✖' : '✔'} ${file} (${seconds(ms)}, ${counts.tests} tests${why ? `; ${why}` : ''})\n` +
        output.replace(FILE_TOTALS, ''),
    );
  }

  /** The files that ran (a file stopped at its limit or by a dead process did not). */
  ranFiles() {
    return this.files.filter((file) => file.ran).map((file) => file.file);
  }

  /** Prints the totals; true when every file passed. */
  print() {
    const { tests, passed, failed, cancelled, skipped, todo } = this.totals;
    const slowest = [...this.files].sort((a, b) => b.ms - a.ms).slice(0, 8);
    console.log(
      [
        '',
        `Server tests on ${this.kind}: ${this.files.length} files, ${tests} tests: ${passed} passed, ` +
          `${failed} failed, ${cancelled} cancelled, ${skipped} skipped, ${todo} todo; ` +
          `${seconds(Date.now() - this.started)} on ${this.workers} test processes`,
        `Slowest files: ${slowest.map(({ file, ms }) => `${file} ${seconds(ms)}`).join(', ')}`,
        ...(this.failed.length
          ? ['Failed:', ...this.failed.map((line) => (line.startsWith(' ') ? line : `  ✖ ${line}`))]
          : []),
      ].join('\n'),
    );
    return this.failed.length === 0;
  }
}

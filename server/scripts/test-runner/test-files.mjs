// Which files the server's test runner runs, and which of them open a database: only those run
// again on PostgreSQL (the others would prove nothing new there). A file opens a database when it
// or a test helper it imports (followed through relative imports, never into the product's own
// modules) imports the test database helper or calls `openDatabase(` itself.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const SERVER_ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..', '..');
export const PROCESS_TESTS = 'test/process/';
const DATABASE_HELPER = 'test/helpers/test-database.ts';

function findTests(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : findTests(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every test file, relative to the server folder, sorted. */
export function allTestFiles(root = SERVER_ROOT) {
  return [...findTests(join(root, 'src')), ...findTests(join(root, 'test'))]
    .map((file) => relative(root, file))
    .sort();
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s+(?!type\b)[^'";]*?from\s+'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)/g;

/** A test file or a helper of tests (what the closure follows), as opposed to product code. */
const isTestCode = (path) =>
  path.startsWith('test/') || path.includes('/test/') || path.endsWith('.test.ts');

function resolveImport(root, from, specifier) {
  const base = resolve(root, dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, join(base, 'index.ts')])
    if (candidate.endsWith('.ts') && existsSync(candidate)) return relative(root, candidate);
  return undefined;
}

/** Whether the test file opens a database (see the top of this file). */
export function opensDatabase(file, root = SERVER_ROOT) {
  const seen = new Set();
  const pending = [file];
  while (pending.length > 0) {
    const current = pending.pop();
    if (seen.has(current)) continue;
    seen.add(current);
    if (current === DATABASE_HELPER) return true;
    const text = readFileSync(join(root, current), 'utf8');
    if (text.includes('openDatabase(')) return true;
    for (const match of text.matchAll(IMPORT)) {
      const target = resolveImport(root, current, match[1] ?? match[2]);
      if (target && isTestCode(target)) pending.push(target);
    }
  }
  return false;
}

/**
 * Files that probe the API rather than the database, and take minutes: when a PostgreSQL pass
 * runs beside the PGlite one (npm test), they run in that pass only. Both databases are
 * PostgreSQL's own engine, and these files' properties (no 5xx, ABP's error format, nothing
 * written by a refused call, no tenant's rows shown to another) are the API's; PostgreSQL is
 * the production database, and runs them in a third of PGlite's time.
 */
export const ONE_PASS_FILES = ['test/robustness/api-fuzz-'];

/**
 * The files a run takes: those matching any filter (a part of the path), or without filters
 * every file; the PostgreSQL pass without filters takes only the files that open a database,
 * and leaves out the process tests, which start their own PostgreSQL. `postgresBeside`: a
 * PostgreSQL pass runs too, so the PGlite pass leaves it ONE_PASS_FILES.
 */
export function selectTestFiles({
  filters = [],
  postgres = false,
  postgresBeside = false,
  root = SERVER_ROOT,
} = {}) {
  const files = allTestFiles(root);
  if (filters.length > 0) return files.filter((file) => filters.some((f) => file.includes(f)));
  if (postgres)
    return files.filter((file) => !file.startsWith(PROCESS_TESTS) && opensDatabase(file, root));
  if (postgresBeside)
    return files.filter((file) => !ONE_PASS_FILES.some((prefix) => file.startsWith(prefix)));
  return files;
}

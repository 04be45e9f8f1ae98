// Fails with a short, readable list (the first ten) when a check found problems; a deep-equal
// diff of hundreds of lines would bury the one that matters.
export function expectNone(problems: readonly string[], what: string): void {
  if (problems.length === 0) return;
  const shown = problems.slice(0, 10).map((p) => `  - ${p}`);
  const more = problems.length > 10 ? [`  … and ${problems.length - 10} more`] : [];
  throw new Error(`${what}: ${problems.length} problem(s)\n${[...shown, ...more].join('\n')}`);
}

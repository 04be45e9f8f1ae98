// The benchmarks `npm run bench` knows, in the order a full run takes them, and the choice of
// a subset from the command line (`npm run bench -- page api`).

export interface Suite {
  name: string;
  what: string;
  /** The workspace package (folder) it runs in. */
  folder: 'bench' | 'e2e' | 'server';
  file: string;
  /** Needs a throwaway PostgreSQL database holding (or to be filled with) the large demo. */
  largeDemo?: boolean;
}

export const SUITES: readonly Suite[] = [
  {
    name: 'bundle',
    what: "issue 12's JS figures against their targets, per-package sizes, the floor",
    folder: 'e2e',
    file: 'bench/bundle.ts',
  },
  {
    name: 'page',
    what: 'throttled sign-in vs the floor, report page reloads and /twrr requests vs targets',
    folder: 'e2e',
    file: 'bench/page-load.ts',
  },
  {
    name: 'api',
    what: 'API throughput with autocannon, as ratios to a bare Fastify route',
    folder: 'bench',
    file: 'src/api/api-throughput.ts',
  },
  {
    name: 'polling',
    what: 'requests/s one core sustains on the multiple-login poll; cores for 10,000 tabs',
    folder: 'bench',
    file: 'src/polling/polling-cost.ts',
  },
  {
    name: 'scale',
    what: 'the large demo on PostgreSQL: load time, size, dashboard p95 under 50 users',
    folder: 'bench',
    file: 'src/scale/scale.ts',
    largeDemo: true,
  },
  {
    name: 'reports',
    what: 'every report endpoint on the large demo, p95 and the PDF against their targets',
    folder: 'bench',
    file: 'src/reports/reports.ts',
    largeDemo: true,
  },
  {
    name: 'returns',
    what: 'compute time of TWRR over ten years of days and XIRR over 2,500 flows',
    folder: 'server',
    file: 'bench/returns-compute.ts',
  },
];

/** The suites named in `args` (all when none), in the full run's order. */
export function selectSuites(args: readonly string[]): Suite[] {
  const names = args.filter((arg) => arg !== '--');
  const unknown = names.filter((name) => !SUITES.some((suite) => suite.name === name));
  if (unknown.length > 0)
    throw new Error(
      `Unknown benchmark ${unknown.join(', ')}; choose from ${SUITES.map((s) => s.name).join(', ')}.`,
    );
  return names.length === 0 ? [...SUITES] : SUITES.filter((suite) => names.includes(suite.name));
}

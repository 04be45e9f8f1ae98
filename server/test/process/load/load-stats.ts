// What the load test measured, by phase (the sign-in storm, then every user signed in and
// active): the latency of every HTTP exchange by kind, requests per second, errors, the whole
// sign-in flows and the contract writes; and the table printed at the end.
import type { Observer } from '../harness/http-client';

const KINDS: [RegExp, string][] = [
  [/^\/(connect|account\/login)\//, 'sign-in steps'],
  [/has-current-user-multiple-login-session/, 'multiple-login poll'],
  [/^\/api\/app\/(report|basket\/basket-)/, 'report'],
  [/^\/api\/app\/portfolio-contract\//, 'contract write'],
];

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

class Phase {
  readonly samples = new Map<string, number[]>();
  requests = 0;
  readonly startedAt = performance.now();
  endedAt: number | undefined;
  cpuAtEnd: number | undefined;

  constructor(readonly cpuAtStart: number | undefined) {}

  add(kind: string, ms: number): void {
    const list = this.samples.get(kind) ?? [];
    list.push(ms);
    this.samples.set(kind, list);
  }

  get seconds(): number {
    return ((this.endedAt ?? performance.now()) - this.startedAt) / 1000;
  }
}

export class LoadStats {
  private readonly phases = new Map<string, Phase>();
  private current: Phase;
  errorCount = 0;
  /** The first errors, to explain a failure. */
  readonly errors: string[] = [];
  contractWrites = 0;

  /** @param serverCpu the server's CPU seconds so far (to tell its share of the machine) */
  constructor(
    firstPhase: string,
    private readonly serverCpu: () => number | undefined = () => undefined,
  ) {
    this.current = new Phase(serverCpu());
    this.phases.set(firstPhase, this.current);
  }

  private endPhase(): void {
    this.current.endedAt ??= performance.now();
    this.current.cpuAtEnd ??= this.serverCpu();
  }

  /** Ends the current phase; what follows is measured apart. */
  startPhase(name: string): void {
    this.endPhase();
    this.current = new Phase(this.serverCpu());
    this.phases.set(name, this.current);
  }

  finish(): void {
    this.endPhase();
  }

  readonly observe: Observer = ({ method, path, ms, status, error }) => {
    this.current.requests += 1;
    this.current.add('all requests', ms);
    this.current.add(KINDS.find(([pattern]) => pattern.test(path))?.[1] ?? 'other', ms);
    if (error || (status ?? 0) >= 400)
      this.fail(`${method} ${path.split('?')[0]}: ${error?.message ?? status}`);
  };

  add(kind: string, ms: number): void {
    this.current.add(kind, ms);
  }

  fail(message: string): void {
    this.errorCount += 1;
    if (this.errors.length < 10) this.errors.push(message);
  }

  percentiles(phase: string, kind: string) {
    const sorted = [...(this.phases.get(phase)?.samples.get(kind) ?? [])].sort((a, b) => a - b);
    return { count: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
  }

  requestsPerSecond(phase: string): number {
    const p = this.phases.get(phase);
    return p ? p.requests / p.seconds : Number.NaN;
  }

  table(title: string): string {
    const lines = [title, `  errors: ${this.errorCount}, contract writes: ${this.contractWrites}`];
    for (const [name, phase] of this.phases) {
      const cpu =
        phase.cpuAtStart !== undefined && phase.cpuAtEnd !== undefined
          ? phase.cpuAtEnd - phase.cpuAtStart
          : undefined;
      lines.push(
        `  ${name}: ${phase.requests} requests in ${phase.seconds.toFixed(1)} s = ${(phase.requests / phase.seconds).toFixed(0)} requests/s`,
        ...(cpu === undefined
          ? []
          : [
              `    server CPU ${cpu.toFixed(1)} s (${((100 * cpu) / phase.seconds).toFixed(0)}% of one core), ${((1000 * cpu) / phase.requests).toFixed(2)} ms per request`,
            ]),
        `    ${'kind'.padEnd(22)} ${'count'.padStart(7)} ${'p50 ms'.padStart(9)} ${'p99 ms'.padStart(9)}`,
      );
      const kinds = [...phase.samples.keys()].filter((k) => k !== 'all requests').sort();
      for (const kind of [...kinds, 'all requests']) {
        const { count, p50, p99 } = this.percentiles(name, kind);
        lines.push(
          `    ${kind.padEnd(22)} ${String(count).padStart(7)} ${p50.toFixed(1).padStart(9)} ${p99.toFixed(1).padStart(9)}`,
        );
      }
    }
    return lines.join('\n');
  }
}

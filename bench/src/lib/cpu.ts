// CPU time actually spent by processes (user + system, all threads, from /proc/<pid>/stat).
// On a shared machine a pinned core is not an exclusive one: other work steals it, and the
// wall-clock rate then says more about the neighbours than about the server. Requests per
// CPU-second of the server's own process is the rate one core sustains if it is all ours.
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

export function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after "(comm) ": state is the 3rd field; utime and stime are the 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0; // the process has ended
  }
}

/** Total CPU seconds of the processes, measured across `run`. */
export async function withCpu<T>(
  pids: () => Promise<number[]> | number[],
  run: () => Promise<T>,
): Promise<{ result: T; cpu: number }> {
  const tracked = await pids();
  const before = tracked.map(cpuSeconds);
  const result = await run();
  const cpu = tracked.reduce((sum, pid, i) => sum + cpuSeconds(pid) - before[i]!, 0);
  return { result, cpu };
}

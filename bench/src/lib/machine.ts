// The machine a run measured, printed above every benchmark's table: figures mean little
// without it, and the shared 2-core VM is often busy with other work (the load average says).
import { cpus, loadavg } from 'node:os';

export function machineLine(): string {
  const model = cpus()[0]?.model ?? 'unknown CPU';
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  return `${cpus().length} cores (${model}), Node ${process.version}, load average ${load}`;
}

export function printHeading(title: string, detail: string): void {
  console.log(`\n== ${title} ==\n${detail}\n${machineLine()}`);
}

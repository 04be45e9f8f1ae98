// What a test file may change in the process that the next file in the same test process must
// not see (the runner runs many files per process: scripts/test-runner/worker.mjs). Put back
// after each file.
import { createBusinessClock, installBusinessClock } from '../../src/clock/business-clock';

export function resetProcessState(environment: NodeJS.ProcessEnv): void {
  for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name];
  Object.assign(process.env, environment);
  installBusinessClock(createBusinessClock());
}

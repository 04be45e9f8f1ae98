// The test command's steps, run in phases: a phase's steps run side by side (at most
// `concurrency` at a time, in the order given: the longest first), each command's output kept in
// a log file and printed whole when the step ends, so that steps running together do not mix.
// The first step to fail stops the others of its phase (with everything they started) and the
// run. The table at the end has each phase's wall-clock time (they add up to the run's) and each
// step's own.
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runLimited, STOPPED, TIMED_OUT } from './run-limited.mjs';
import { ROOT } from './workspace.mjs';

const LOGS = join(ROOT, 'node_modules', '.cache', 'crm-test');
const MINUTE = 60_000;

/**
 * A step that runs a command, stopped with a clear message if it outlives `minutes`;
 * `niceness`: a lower CPU priority (run-limited.mjs), for steps that must not slow the others.
 */
export function commandStep(
  name,
  minutes,
  command,
  args,
  { cwd = ROOT, env = {}, niceness = 0 } = {},
) {
  return {
    name,
    async run({ signal, quiet }) {
      mkdirSync(LOGS, { recursive: true });
      const log = join(LOGS, `${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.log`);
      const fd = quiet ? openSync(log, 'w') : undefined;
      let status;
      try {
        status = await runLimited(command, args, {
          cwd,
          env: { ...process.env, ...env },
          timeoutMs: minutes * MINUTE,
          label: name,
          signal,
          niceness,
          ...(fd === undefined ? {} : { stdio: ['ignore', fd, fd] }),
        });
      } finally {
        if (fd !== undefined) closeSync(fd);
      }
      if (fd !== undefined && status !== STOPPED)
        process.stdout.write(`\n── ${name} ──\n${readFileSync(log, 'utf8')}`);
      if (status === TIMED_OUT) throw new Error(`took longer than its limit of ${minutes} minutes`);
      if (status === STOPPED) throw new Error('stopped: another step failed');
      if (status !== 0) throw new Error(`${name} failed`);
    },
  };
}

/**
 * A step that calls `work({ signal })` in this process (its output goes straight to the
 * console), failed with a clear message if it outlives `minutes`. At the limit `signal` aborts,
 * so that the commands `work` runs (through run-limited.mjs) stop; work that blocks this
 * process cannot be interrupted, so it is failed when it returns past its limit.
 */
export function functionStep(name, minutes, work) {
  return {
    name,
    async run({ signal: phaseSignal } = {}) {
      const controller = new AbortController();
      const stop = () => controller.abort();
      phaseSignal?.addEventListener('abort', stop, { once: true });
      const limitMs = minutes * MINUTE;
      const overLimit = new Error(`took longer than its limit of ${minutes} minutes`);
      let timer;
      const limit = new Promise((_resolve, reject) => {
        timer = setTimeout(() => {
          controller.abort();
          reject(overLimit);
        }, limitMs);
      });
      const started = Date.now();
      try {
        await Promise.race([
          Promise.resolve().then(() => work({ signal: controller.signal })),
          limit,
        ]);
      } finally {
        clearTimeout(timer);
        phaseSignal?.removeEventListener('abort', stop);
      }
      if (Date.now() - started > limitMs) throw overLimit;
    },
  };
}

/**
 * Steps run one after another in one lane of a phase (the end-to-end suites after the product
 * template they start from); the table lists each with its own time, and a failure names the
 * step it came from.
 */
export function sequenceStep(name, steps) {
  return {
    name,
    async run(context) {
      const times = [];
      for (const step of steps) {
        const started = Date.now();
        try {
          await step.run(context);
        } catch (error) {
          throw new Error(`${step.name}: ${error.message}`, { cause: error });
        }
        times.push({ name: step.name, ms: Date.now() - started });
      }
      return { times };
    },
  };
}

/**
 * A step other lanes of its phase may wait for: `step` runs it, `after(later)` is a step that
 * starts `later` once it has run (the server's passes after the build they share the CPU with),
 * timed from its own start. When it fails, `later` never starts: the phase fails with its error.
 */
export function awaitedStep(awaited) {
  let ended;
  const succeeded = new Promise((resolve) => (ended = resolve));
  return {
    step: {
      name: awaited.name,
      async run(context) {
        try {
          const result = await awaited.run(context);
          ended(true);
          return result;
        } catch (error) {
          ended(false);
          throw error;
        }
      },
    },
    after: (later) => ({
      name: later.name,
      async run(context) {
        if (!(await succeeded)) return { times: [] };
        const started = Date.now();
        const result = await later.run(context);
        return result?.times ? result : { times: [{ name: later.name, ms: Date.now() - started }] };
      },
    }),
  };
}

const seconds = (ms) => {
  const total = Math.round(ms / 1000);
  return total < 60 ? `${total} s` : `${Math.floor(total / 60)} min ${total % 60} s`;
};

/**
 * Runs `steps` with at most `concurrency` at a time; resolves to each step's time, rejects with
 * the first failure (after stopping the others).
 */
export async function runPhase({ name, steps, concurrency = 1 }) {
  const controller = new AbortController();
  const times = [];
  const queue = [...steps];
  const side = Math.min(concurrency, steps.length) > 1;
  console.log(`\n▶ ${name}${side ? ` (${steps.map((step) => step.name).join(', ')})` : ''}`);
  let failure;
  const lane = async () => {
    for (let step = queue.shift(); step && !failure; step = queue.shift()) {
      const started = Date.now();
      if (side) console.log(`  ▷ ${step.name}`);
      try {
        const result = await step.run({ signal: controller.signal, quiet: side });
        times.push(...(result?.times ?? [{ name: step.name, ms: Date.now() - started }]));
        if (side) console.log(`  ✔ ${step.name} (${seconds(Date.now() - started)})`);
      } catch (error) {
        if (!failure) {
          failure = new Error(`${step.name}: ${error.message}`);
          controller.abort();
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, steps.length)) }, lane));
  if (failure) throw failure;
  return times;
}

/**
 * Runs the phases in order; resolves to the rows of the table of their times, or throws the
 * first failure, with the rows of the phases that ended before it (`error.rows`).
 */
export async function runPhases(phases) {
  const rows = [];
  for (const phase of phases) {
    const started = Date.now();
    try {
      const steps = await runPhase(phase);
      rows.push({ name: phase.name, ms: Date.now() - started, steps, install: phase.install });
    } catch (error) {
      throw Object.assign(error, { rows });
    }
  }
  return rows;
}

/** The phases' wall-clock times, printed at the end of npm test. */
export function formatPhaseTable(rows) {
  const total = rows.reduce((sum, row) => sum + row.ms, 0);
  const afterInstall = rows.filter((row) => !row.install).reduce((sum, row) => sum + row.ms, 0);
  const width = Math.max(...rows.map((row) => row.name.length), 'total after the install'.length);
  const line = (name, ms, detail = '') =>
    `  ${name.padEnd(width)}  ${seconds(ms).padStart(13)}${detail ? `   ${detail}` : ''}`;
  return [
    'Phases (wall-clock; the steps of a phase ran side by side, each with its own time):',
    ...rows.map((row) =>
      line(
        row.name,
        row.ms,
        row.steps.length > 1
          ? row.steps.map((step) => `${step.name} ${seconds(step.ms)}`).join(' · ')
          : '',
      ),
    ),
    line('total', total),
    line('total after the install', afterInstall),
  ].join('\n');
}

// Lowers a process's CPU priority, and that of everything it starts. A process that starts a
// session of its own (a step, a test file's process: each is its own process group) is, on
// Linux with automatic scheduling groups (`kernel.sched_autogroup_enabled`, on by default),
// also a group of its own, and the kernel shares the CPU fairly between groups whatever their
// processes' nice values: so the group's own nice value is set too (sched(7), "The autogroup
// feature"). Where there are no such groups, the process's nice value is all there is.
import { readFileSync, writeFileSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/** Sets `pid`'s nice value, and its scheduling group's where it leads one. */
export function lowerPriority(pid, niceness) {
  setPriority(pid, niceness);
  try {
    writeFileSync(`/proc/${pid}/autogroup`, String(niceness));
  } catch {
    // Not Linux, or no automatic groups: the nice value above is what counts.
  }
}

/** The scheduling group's nice value of `pid`, or undefined where there is none. */
export function groupNiceness(pid) {
  try {
    return Number(/nice (-?\d+)/.exec(readFileSync(`/proc/${pid}/autogroup`, 'utf8'))?.[1]);
  } catch {
    return undefined;
  }
}

/** This process's nice value: what a process it starts in a session of its own should keep. */
export const ownNiceness = () => getPriority();

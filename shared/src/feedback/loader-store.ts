// The page's top loader bar. HTTP calls and navigations from any React root count themselves
// in and out; the bar appears only when loading lasts past the delay, grows on every tick,
// fills when the last one ends and disappears after the clear delay.
import { createStore } from 'zustand/vanilla';
import { LOADER_CLEAR_MS, LOADER_DELAY_MS, LOADER_TICK_MS } from '../ui/constants';

type Phase = 'idle' | 'waiting' | 'running' | 'finishing';

export interface LoaderState {
  /** Loads under way. */
  active: number;
  phase: Phase;
  /** 0–100. */
  progress: number;
}

export const loaderStore = createStore<LoaderState>(() => ({
  active: 0,
  phase: 'idle',
  progress: 0,
}));

let delayTimer: ReturnType<typeof setTimeout> | undefined;
let clearTimer: ReturnType<typeof setTimeout> | undefined;
let tickTimer: ReturnType<typeof setInterval> | undefined;

const FIRST_PROGRESS = 10;

/** Fast at first, then ever slower, never reaching 100 before the end. */
export function nextProgress(progress: number): number {
  if (progress < 75) return progress + 10;
  if (progress < 90) return progress + 1;
  return Math.min(progress + 0.1, 99);
}

function run(): void {
  loaderStore.setState({ phase: 'running', progress: FIRST_PROGRESS });
  tickTimer = setInterval(
    () => loaderStore.setState(({ progress }) => ({ progress: nextProgress(progress) })),
    LOADER_TICK_MS,
  );
}

function finish(): void {
  clearInterval(tickTimer);
  loaderStore.setState({ phase: 'finishing', progress: 100 });
  clearTimer = setTimeout(
    () => loaderStore.setState({ phase: 'idle', progress: 0 }),
    LOADER_CLEAR_MS,
  );
}

function start(): void {
  const { active, phase } = loaderStore.getState();
  loaderStore.setState({ active: active + 1 });
  if (active > 0) return;
  if (phase === 'finishing') {
    clearTimeout(clearTimer);
    run();
  } else if (phase === 'idle') {
    loaderStore.setState({ phase: 'waiting' });
    delayTimer = setTimeout(run, LOADER_DELAY_MS);
  }
}

function stop(): void {
  const active = Math.max(0, loaderStore.getState().active - 1);
  loaderStore.setState({ active });
  if (active > 0) return;
  const { phase } = loaderStore.getState();
  if (phase === 'waiting') {
    clearTimeout(delayTimer);
    loaderStore.setState({ phase: 'idle' });
  } else if (phase === 'running') finish();
}

function reset(): void {
  clearTimeout(delayTimer);
  clearTimeout(clearTimer);
  clearInterval(tickTimer);
  loaderStore.setState({ active: 0, phase: 'idle', progress: 0 });
}

/** Counts loads in and out; `track` counts a promise for as long as it is pending. */
export const loader = {
  start,
  stop,
  track<T>(work: Promise<T>): Promise<T> {
    start();
    return work.finally(stop);
  },
  reset,
};

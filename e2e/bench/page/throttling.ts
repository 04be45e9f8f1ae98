// The page-load benchmark's conditions, applied through the Chrome DevTools Protocol to one
// page: a 4× slower CPU and a 10 Mbit/s link with 40 ms of round-trip latency (both ways).
import type { CDPSession } from '@playwright/test';

export const CPU_SLOWDOWN = 4;
export const LINK_MBIT = 10;
export const RTT_MS = 40;

const bytesPerSecond = (LINK_MBIT * 1_000_000) / 8;

export async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: RTT_MS,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
}

export const CONDITIONS = `${CPU_SLOWDOWN}× CPU slowdown, ${LINK_MBIT} Mbit/s down and up, ${RTT_MS} ms RTT`;

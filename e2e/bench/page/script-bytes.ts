// Counts the JavaScript bytes a page receives over the network (encoded, as transferred),
// split into phases: a script answered from the browser's cache costs nothing and is not
// counted; every other one counts for the phase in which its response arrived.
import type { CDPSession } from '@playwright/test';

export class ScriptBytes {
  private phase = 0;
  private readonly phaseOf = new Map<string, number>();
  readonly bytes: number[] = [0];

  constructor(cdp: CDPSession) {
    cdp.on('Network.responseReceived', (event) => {
      const cached = event.response.fromDiskCache || event.response.fromPrefetchCache;
      if (event.type === 'Script' && !cached) this.phaseOf.set(event.requestId, this.phase);
    });
    cdp.on('Network.loadingFinished', (event) => {
      const phase = this.phaseOf.get(event.requestId);
      if (phase !== undefined) this.bytes[phase]! += event.encodedDataLength;
    });
  }

  /** Scripts whose responses arrive from now on count for the next phase. */
  nextPhase(): void {
    this.phase += 1;
    this.bytes.push(0);
  }
}

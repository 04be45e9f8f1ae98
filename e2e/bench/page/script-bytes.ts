// Counts the JavaScript bytes a page receives over the network (encoded, as transferred),
// split into phases: a script answered from the browser's cache costs nothing and is not
// counted; every other one counts for the phase in which its response arrived. It also keeps
// each counted script's address and content-encoding, to check what was measured.
import type { CDPSession } from '@playwright/test';

interface CountedScript {
  url: string;
  encoding: string;
  phase: number;
  bytes?: number;
}

/** A header's value, whatever the case of its name. */
function header(headers: Record<string, unknown>, name: string): string | undefined {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  return key === undefined ? undefined : String(headers[key]);
}

export class ScriptBytes {
  private phase = 0;
  private readonly counted = new Map<string, CountedScript>();
  readonly bytes: number[] = [0];

  /** Starts counting on the page of `cdp`. */
  static async start(cdp: CDPSession): Promise<ScriptBytes> {
    const counter = new ScriptBytes(cdp);
    await cdp.send('Network.enable');
    return counter;
  }

  private constructor(cdp: CDPSession) {
    cdp.on('Network.responseReceived', (event) => {
      const { response } = event;
      const cached = response.fromDiskCache || response.fromPrefetchCache;
      if (event.type !== 'Script' || cached) return;
      const encoding = header(response.headers, 'content-encoding') ?? 'identity';
      this.counted.set(event.requestId, { url: response.url, encoding, phase: this.phase });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const script = this.counted.get(event.requestId);
      if (!script) return;
      script.bytes = event.encodedDataLength;
      this.bytes[script.phase]! += event.encodedDataLength;
    });
  }

  /** Scripts whose responses arrive from now on count for the next phase. */
  nextPhase(): void {
    this.phase += 1;
    this.bytes.push(0);
  }

  /** How many counted scripts came in each content-encoding. */
  encodings(): Map<string, number> {
    const tally = new Map<string, number>();
    for (const { encoding } of this.counted.values())
      tally.set(encoding, (tally.get(encoding) ?? 0) + 1);
    return tally;
  }

  /** The scripts counted for one phase, largest first: address path and bytes received. */
  scriptsOf(phase: number): { path: string; bytes: number }[] {
    return [...this.counted.values()]
      .filter((script) => script.phase === phase)
      .map((script) => ({ path: new URL(script.url).pathname, bytes: script.bytes ?? 0 }))
      .sort((a, b) => b.bytes - a.bytes);
  }

  /** The addresses of the counted scripts. */
  urls(): string[] {
    return [...this.counted.values()].map((script) => script.url);
  }
}

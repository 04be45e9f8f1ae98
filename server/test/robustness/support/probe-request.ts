// One request the robustness suites send (prober.ts sends it and checks the answer).
import type { Principal } from './world';

/** One request, by whom. */
export interface ProbeRequest {
  principal: Principal;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

// Whether issue 40's two JavaScript goals can hold together. A browser that signs in and reaches
// its first dashboard receives at least the code of both once; the floor measures that code as
// one plain esbuild bundle (floor/lean-floor-entry.tsx). The floor is first scaled by how much
// smaller the product's webpack build makes the same page than esbuild does (never up), so a
// better minifier is not held against the goals.

export interface GoalFloorInput {
  /** The sign-in page's goal and the sign-in → first dashboard goal, bytes. */
  goals: { signInPage: number; signInToDashboard: number };
  /** The lean floor's script, gzip -9. */
  floorBytes: number;
  /** The host's sign-in page built by esbuild alone, gzip -9. */
  esbuildSignInPage: number;
  /** The same page as the product's webpack build emits it (all its files), gzip -9. */
  webpackSignInPage: number;
}

export interface GoalFloor {
  /** What the two goals allow together for a sign-in and its first dashboard. */
  allowed: number;
  /** The least a browser can receive for them, after the minifier's scaling. */
  floor: number;
  /** webpack's bytes per esbuild byte on the sign-in page (the scale, at most 1). */
  scale: number;
  reachable: boolean;
}

export function goalPairAgainstFloor(input: GoalFloorInput): GoalFloor {
  const scale = Math.min(1, input.webpackSignInPage / input.esbuildSignInPage);
  const floor = Math.round(input.floorBytes * scale);
  const allowed = input.goals.signInPage + input.goals.signInToDashboard;
  return { allowed, floor, scale, reachable: allowed >= floor };
}

export const PROXY_WORKSPACE: string;
export const PROXY_DIR: string;
export function generateProxies(
  apiUrl: string,
  modules: readonly string[],
): { written: string[]; steps: { module: string; status: number | null; output: string }[] };

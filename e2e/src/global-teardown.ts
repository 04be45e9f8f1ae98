import { rmSync } from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const pid = Number(process.env.CRM_E2E_PID);
  if (pid) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await new Promise((r) => setTimeout(r, 1500));
  }
  if (process.env.CRM_E2E_DATA_DIR)
    rmSync(process.env.CRM_E2E_DATA_DIR, { recursive: true, force: true });
}

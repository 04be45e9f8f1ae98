// Stops any product a worker left running (a worker killed before its teardown), removes the
// run's folder, the products' data folders and the template global setup made.
import { rmSync } from 'node:fs';
import { sweepRunFolder } from './run-folder';

export default function globalTeardown(): void {
  if (process.env.CRM_E2E_RUN_DIR) sweepRunFolder(process.env.CRM_E2E_RUN_DIR);
  if (process.env.CRM_E2E_OWN_TEMPLATE && process.env.CRM_E2E_TEMPLATE_DIR)
    rmSync(process.env.CRM_E2E_TEMPLATE_DIR, { recursive: true, force: true });
}

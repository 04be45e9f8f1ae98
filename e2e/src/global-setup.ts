// Builds what changed once, before the workers start their products (src/worker-product.ts), and
// makes the run's folder, where each product is recorded for global teardown.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildStale } from './product';

export default function globalSetup(): void {
  buildStale();
  process.env.CRM_E2E_RUN_DIR = mkdtempSync(join(tmpdir(), 'crm-e2e-run-'));
}

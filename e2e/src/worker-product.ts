// Each Playwright worker has a product of its own, started as `npm start` starts it on a free
// port and a copy of the run's product template (product-template.ts) when the worker starts,
// and stopped when it ends: tests that
// promote releases or change settings change only their worker's product, and the workers'
// specs run side by side. The worker's address and data folder are in CRM_E2E_BASE_URL and
// CRM_E2E_DATA_DIR for the helpers that read them (releases.ts, specs making a second context).
// Each product runs in a process group of its own and is recorded in the run's folder, so that
// global teardown stops it even when its worker was killed, and the next run's global setup
// when the whole run was.
import { rmSync } from 'node:fs';
import { startProduct, stopProduct, type RunningProduct } from './product';

export async function workerProduct(use: (product: RunningProduct) => Promise<void>) {
  const product = await startProduct(
    // Canaries are judged every 5 s instead of every minute (canary-rollback.spec.ts), and every
    // browser of a run is 127.0.0.1: the default of one outcome per address would count one.
    { CRM_CANARY_CHECK_SECONDS: '5', CRM_CANARY_OUTCOMES_PER_ADDRESS: '1000' },
    { build: false, template: process.env.CRM_E2E_TEMPLATE_DIR },
  );
  process.env.CRM_E2E_BASE_URL = product.baseUrl;
  process.env.CRM_E2E_DATA_DIR = product.dataDir;
  try {
    await use(product);
  } finally {
    await stopProduct(product);
    rmSync(product.dataDir, { recursive: true, force: true });
    if (product.record) rmSync(product.record, { force: true });
  }
}

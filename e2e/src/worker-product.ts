// Each Playwright worker has a product of its own, started as `npm start` starts it on a free
// port and a temporary data folder when the worker starts and stopped when it ends: tests that
// promote releases or change settings change only their worker's product, and the workers'
// specs run side by side. The worker's address and data folder are in CRM_E2E_BASE_URL and
// CRM_E2E_DATA_DIR for the helpers that read them (releases.ts, specs making a second context).
// Each product is recorded in the run's folder, so that global teardown stops it even when its
// worker was killed.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startProduct, type RunningProduct } from './product';

function stop(product: RunningProduct): Promise<void> {
  return new Promise((resolve) => {
    if (product.process.exitCode !== null) return resolve();
    const timer = setTimeout(() => product.process.kill('SIGKILL'), 5_000);
    product.process.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    product.process.kill('SIGTERM');
  });
}

export async function workerProduct(use: (product: RunningProduct) => Promise<void>) {
  const product = await startProduct({}, { build: false });
  const runDir = process.env.CRM_E2E_RUN_DIR;
  if (runDir)
    writeFileSync(
      join(runDir, `product-${product.process.pid}.json`),
      JSON.stringify({ pid: product.process.pid, dataDir: product.dataDir }),
    );
  process.env.CRM_E2E_BASE_URL = product.baseUrl;
  process.env.CRM_E2E_DATA_DIR = product.dataDir;
  try {
    await use(product);
  } finally {
    await stop(product);
    rmSync(product.dataDir, { recursive: true, force: true });
  }
}

// A product's data folder just after its first start (migrated, the demo data loaded, the
// workspace's remote builds registered as releases): products started from a copy of it are up
// in seconds, where a first start takes a minute or more of CPU (most of it writing the
// releases' files into PGlite). `npm test` makes one for both end-to-end suites
// (CRM_E2E_TEMPLATE_DIR); a suite run alone makes its own in global setup.
import { startProduct, stopProduct } from './product';

/**
 * A first start's CPU (about a minute alone) shares the machine in `npm test` with both server
 * passes and the checks: on 2 cores it once took over the 3 minutes a copy gets to answer.
 */
const FIRST_START_LIMIT_MS = 8 * 60_000;

/** Starts a product on `dataDir` (a fresh folder by default), stops it cleanly; the folder. */
export async function createProductTemplate(dataDir?: string): Promise<string> {
  const product = await startProduct(
    {},
    { build: false, healthTimeoutMs: FIRST_START_LIMIT_MS, ...(dataDir ? { dataDir } : {}) },
  );
  // Time for PGlite to close its files (a copy of them must open without recovery).
  await stopProduct(product, 60_000);
  return product.dataDir;
}

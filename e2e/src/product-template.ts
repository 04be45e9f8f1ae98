// A product's data folder just after its first start (migrated, the demo data loaded, the
// workspace's remote builds registered as releases): products started from a copy of it are up
// in seconds, where a first start takes a minute or more of CPU (most of it writing the
// releases' files into PGlite). `npm test` makes one for both end-to-end suites
// (CRM_E2E_TEMPLATE_DIR); a suite run alone makes its own in global setup.
import { startProduct, stopProduct } from './product';

/** Starts a product on `dataDir` (a fresh folder by default), stops it cleanly; the folder. */
export async function createProductTemplate(dataDir?: string): Promise<string> {
  const product = await startProduct({}, { build: false, ...(dataDir ? { dataDir } : {}) });
  // Time for PGlite to close its files (a copy of them must open without recovery).
  await stopProduct(product, 60_000);
  return product.dataDir;
}

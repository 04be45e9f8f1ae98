// Builds what changed once, stops what earlier runs that were killed left running, makes this
// run's folder (each product is recorded there for global teardown) and, unless the caller made
// one (CRM_E2E_TEMPLATE_DIR), the product template the workers start their products from.
import { buildStale } from './product';
import { createProductTemplate } from './product-template';
import { createRunFolder, sweepDeadRuns } from './run-folder';

export default async function globalSetup(): Promise<void> {
  sweepDeadRuns();
  buildStale();
  process.env.CRM_E2E_RUN_DIR = createRunFolder();
  if (!process.env.CRM_E2E_TEMPLATE_DIR) {
    process.env.CRM_E2E_TEMPLATE_DIR = await createProductTemplate();
    process.env.CRM_E2E_OWN_TEMPLATE = '1';
  }
}

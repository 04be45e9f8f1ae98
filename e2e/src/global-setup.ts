import { startProduct } from './product';

export default async function globalSetup(): Promise<void> {
  const product = await startProduct();
  process.env.CRM_E2E_BASE_URL = product.baseUrl;
  process.env.CRM_E2E_DATA_DIR = product.dataDir;
  process.env.CRM_E2E_PID = String(product.process.pid);
}

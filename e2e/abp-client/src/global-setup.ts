// Builds the ABP app (offline; installed by `npm test`'s install step), starts the product as
// `npm start` does with one CRM_OIDC_CLIENTS entry for it, and serves the app on a second origin.
import { rmSync } from 'node:fs';
import { freePort } from '@crm/shared/tooling';
import { startProduct } from '../../src/product';
import { buildAbpClient } from '../scripts/prepare.mjs';
import { BUILD_DIR } from '../scripts/paths.mjs';
import { remoteEnvironment, startAppServer } from './app-server';

export const ABP_CLIENT_ID = 'AbpClient_App';

export default async function globalSetup(): Promise<() => Promise<void>> {
  buildAbpClient();
  // The app's origin must be known before the product starts (it is the client's redirect URI).
  const apiPort = await freePort();
  const apiOrigin = `http://localhost:${apiPort}`;
  const app = await startAppServer(BUILD_DIR, (appOrigin) =>
    remoteEnvironment(appOrigin, apiOrigin, ABP_CLIENT_ID),
  );
  const client = {
    clientId: ABP_CLIENT_ID,
    clientName: "ABP's Angular UI",
    redirectUris: [app.origin, `${app.origin}/`],
    postLogoutRedirectUris: [app.origin, `${app.origin}/`],
  };
  // From the run's product template when `npm test` made one (../../src/product-template.ts).
  const product = await startProduct(
    { PORT: String(apiPort), CRM_OIDC_CLIENTS: JSON.stringify([client]) },
    { template: process.env.CRM_E2E_TEMPLATE_DIR },
  );
  process.env.CRM_ABP_APP_URL = app.origin;
  process.env.CRM_ABP_API_URL = product.baseUrl;
  return async () => {
    product.process.kill('SIGTERM');
    await app.close();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    rmSync(product.dataDir, { recursive: true, force: true });
  };
}

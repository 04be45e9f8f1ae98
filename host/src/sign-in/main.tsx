// The signed-out sign-in page's entry (webpack.config.mjs, `sign-in`): the server serves it at
// `/account/login` in the code flow (docs/product-decisions.md, Platform). It starts the address's
// tenant and the configuration before it draws.
import 'vazirmatn/Vazirmatn-Variable-font-face.css';
import '../app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyLanguage } from './page-session';
import { loadConfiguration } from './server-calls';
import { SignInPage } from './sign-in-page';
import { applyTenantFromUrl } from './tenant-from-url';

applyLanguage();
const tenantApplied = applyTenantFromUrl(window.location.search);
const start = { tenantApplied, configuration: tenantApplied.then(loadConfiguration) };
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SignInPage start={start} />
  </StrictMode>,
);

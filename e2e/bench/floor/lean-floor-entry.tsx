// The floor of issue 40's two JavaScript goals together: the host's own sign-in page (the lean
// one the server serves at `/account/login`, host/src/sign-in) and the dashboard drawn in the
// shell's application layout, in ONE plain esbuild bundle, each module once — no Module
// Federation, no splitting, none of the shell's start-up checks. What a browser receives for a
// sign-in and its first dashboard cannot weigh less than this code, however it is split into
// files. Built for its size only (bundle.ts, bundle/goal-floor.ts); the page benchmark serves
// floor-entry.tsx.
import 'vazirmatn/Vazirmatn-Variable-font-face.css';
import '../../../host/src/app/global.css';
import { CrmProvider, PageSpinner } from '@crm/shared/ui';
import { routeElements } from '@crm/shared/remote';
import type { RouteDef } from '@crm/shared/contracts';
import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { ApplicationLayout } from '../../../host/src/features/layout/application-layout';
import { applyLanguage } from '../../../host/src/sign-in/page-session';
import { loadConfiguration } from '../../../host/src/sign-in/server-calls';
import { SignInPage } from '../../../host/src/sign-in/sign-in-page';
import { applyTenantFromUrl } from '../../../host/src/sign-in/tenant-from-url';
import { routes as reportsRoutes } from '../../../remote-reports/src/config/routes';
import { registerLocales as registerReportsLocales } from '../../../remote-reports/src/locales';
import { startFloorSession } from './start-session';

const root = () => createRoot(document.getElementById('root')!);

function startSignInPage(): void {
  applyLanguage();
  const tenantApplied = applyTenantFromUrl(window.location.search);
  root().render(
    <SignInPage start={{ tenantApplied, configuration: tenantApplied.then(loadConfiguration) }} />,
  );
}

async function startDashboard(): Promise<void> {
  registerReportsLocales();
  await startFloorSession();
  const dashboard = reportsRoutes.find((route: RouteDef) => route.path === '/');
  if (!dashboard) throw new Error('no dashboard route');
  root().render(
    <CrmProvider>
      <BrowserRouter>
        <Suspense fallback={<PageSpinner />}>
          <Routes>
            <Route element={<ApplicationLayout />}>{routeElements([dashboard])}</Route>
          </Routes>
        </Suspense>
      </BrowserRouter>
    </CrmProvider>,
  );
}

if (window.location.pathname === '/account/login') startSignInPage();
else startDashboard().catch((error: unknown) => console.error('[floor] start-up failed', error));

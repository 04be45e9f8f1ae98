// The floor of the page-load and bundle benchmarks: the product's own sign-in page and
// dashboard (the remotes' route definitions and page modules, unchanged) in ONE plain esbuild
// bundle — no Module Federation, no runtime manifest, no remote loading, no code splitting, no
// shell layout. It is served by the same server (CRM_HOST_DIST) and talks to the same API.
import 'vazirmatn/Vazirmatn-Variable-font-face.css';
import { CrmProvider, PageSpinner } from '@crm/shared/ui';
import { routeElements } from '@crm/shared/remote';
import type { RouteDef } from '@crm/shared/contracts';
import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Routes } from 'react-router';
import { routes as accountRoutes } from '../../../remote-account/src/config/routes';
import { registerLocales as registerAccountLocales } from '../../../remote-account/src/locales';
import { routes as reportsRoutes } from '../../../remote-reports/src/config/routes';
import { registerLocales as registerReportsLocales } from '../../../remote-reports/src/locales';
import { startFloorSession } from './start-session';

const pick = (routes: RouteDef[], path: string): RouteDef => {
  const route = routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return route;
};

async function start() {
  registerAccountLocales();
  registerReportsLocales();
  await startFloorSession();
  const routes = [pick(accountRoutes, '/account/login'), pick(reportsRoutes, '/')];
  createRoot(document.getElementById('root')!).render(
    <CrmProvider>
      <BrowserRouter>
        <Suspense fallback={<PageSpinner />}>
          <Routes>{routeElements(routes)}</Routes>
        </Suspense>
      </BrowserRouter>
    </CrmProvider>,
  );
}

start().catch((error: unknown) => console.error('[floor] start-up failed', error));

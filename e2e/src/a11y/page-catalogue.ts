// Every page of the product, read from the remotes' own route trees: a page added to a remote is
// audited without a change here. Route parameters get real demo values, and a parameter with
// none stops the run, so that no page is skipped by accident.
import { routes as accountRoutes } from '@crm/remote-account/routes';
import { routes as settingsRoutes } from '@crm/remote-admin-settings/routes';
import { routes as contractsRoutes } from '@crm/remote-contracts/routes';
import { routes as identityRoutes } from '@crm/remote-identity/routes';
import { routes as reportsRoutes } from '@crm/remote-reports/routes';
import { flattenRoutes, type LayoutName } from '@crm/shared/contracts';

export interface ProductPage {
  /** The route as declared, e.g. `/twrr/:showAsPage`. */
  path: string;
  layout: LayoutName;
  policy: string | undefined;
  /** The address visited: parameters filled in, the demo tenant for the account pages. */
  url: string;
}

/** Real values of route parameters: `/twrr/1` is TWRR as a full page (spec §2). */
const PARAMETERS: Record<string, string> = { showAsPage: '1' };

export function fillParameters(path: string): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = PARAMETERS[name];
    if (!value) throw new Error(`No demo value for :${name} of ${path}: add one to PARAMETERS.`);
    return value;
  });
}

export function productPages(): ProductPage[] {
  const tree = [
    ...accountRoutes,
    ...identityRoutes,
    ...settingsRoutes,
    ...reportsRoutes,
    ...contractsRoutes,
  ];
  return flattenRoutes(tree)
    .filter((route) => route.route.page !== undefined)
    .map((route) => {
      const layout = route.layout ?? 'empty';
      const url = fillParameters(route.path);
      return {
        path: route.path,
        layout,
        policy: route.policy,
        url: layout === 'account' ? `${url}?__tenant=demo` : url,
      };
    });
}

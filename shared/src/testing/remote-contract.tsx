// The contract test every remote runs on the module it exposes (`src/remote.ts`): the name and
// areas its package declares, sound routes and menu, and lifecycles that really mount (at the
// host's location, one of its pages) into a DOM element and leave the element empty on unmount.
import type { Location, Navigator } from 'react-router';
import { checkRemoteContract } from '../contracts/check-remote';
import type { RemoteModule } from '../contracts/remote';
import { flattenRoutes } from '../contracts/routes';

export interface RemotePackage {
  crm: { remote: string; areas: readonly string[] };
}

const locationAt = (pathname: string): Location => ({
  pathname,
  search: '',
  hash: '',
  state: null,
  key: 'contract-test',
});

/** A host navigator that only records where the remote asked to go. */
function recordingNavigator(): Navigator {
  return {
    createHref: (to) => (typeof to === 'string' ? to : (to.pathname ?? '/')),
    go: () => undefined,
    push: () => undefined,
    replace: () => undefined,
  };
}

/** A route of the remote a page is drawn at: the first one with a page and no parameters. */
function pagePath(remote: RemoteModule): string {
  const route = flattenRoutes(remote.routes).find(
    ({ path, route }) => route.page && !path.includes(':'),
  );
  if (!route) throw new Error(`remote "${remote.name}" has no page without parameters`);
  return route.path;
}

export function describeRemoteContract(remote: RemoteModule, pkg: RemotePackage): void {
  describe(`the ${pkg.crm.remote} remote contract`, () => {
    it('is named as its package declares', () => {
      expect(remote.name).toBe(pkg.crm.remote);
    });

    it('keeps every route inside its declared areas, with a layout, and every menu entry on a route', () => {
      expect(checkRemoteContract(remote, pkg.crm.areas)).toEqual([]);
    });

    it('mounts into the DOM element the host gives it, and leaves it empty on unmount', async () => {
      const lifecycles = await remote.loadLifecycles();
      const domElement = document.createElement('div');
      document.body.append(domElement);
      const props = {
        name: `${remote.name}-contract-test`,
        domElement,
        location: locationAt(pagePath(remote)),
        navigator: recordingNavigator(),
      };
      // single-spa-react settles mount and unmount from the React root's own commit, as in the
      // browser; inside act() that commit would wait for the act scope, so act is off here.
      const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
      const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
      scope.IS_REACT_ACT_ENVIRONMENT = false;
      try {
        await lifecycles.bootstrap(props);
        await lifecycles.mount(props);
        expect(domElement.childElementCount).toBeGreaterThan(0);
        expect(domElement.textContent).not.toBe('');
        await lifecycles.unmount(props);
        expect(domElement.innerHTML).toBe('');
      } finally {
        scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
        domElement.remove();
      }
    });
  });
}

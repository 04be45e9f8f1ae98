import { checkRemoteContract } from '@crm/shared/contracts';
import pkg from '../package.json';
import { remote } from './remote';

describe('the identity remote contract', () => {
  it('is named as its package declares', () => {
    expect(remote.name).toBe(pkg.crm.remote);
  });

  it('keeps every route inside its declared areas, with a layout, and every menu entry on a route', () => {
    expect(checkRemoteContract(remote, pkg.crm.areas)).toEqual([]);
  });

  it('loads mount lifecycles the host can mount as a single-spa parcel', async () => {
    const lifecycles = await remote.loadLifecycles();
    expect(typeof lifecycles.bootstrap).toBe('function');
    expect(typeof lifecycles.mount).toBe('function');
    expect(typeof lifecycles.unmount).toBe('function');
  });
});

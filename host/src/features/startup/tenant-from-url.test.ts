import { getSessionTenant, setSessionTenant } from '@crm/shared';
import { applyTenantFromUrl } from './tenant-from-url';

jest.mock('@crm/shared', () => {
  const actual = jest.requireActual('@crm/shared');
  return { ...actual, findTenantByName: jest.fn() };
});
const { findTenantByName } = jest.requireMock('@crm/shared') as { findTenantByName: jest.Mock };

const at = (url: string) => ({ href: url }) as Location;

describe('applyTenantFromUrl', () => {
  beforeEach(() => setSessionTenant(null));

  it('chooses the named tenant', async () => {
    findTenantByName.mockResolvedValue({
      success: true,
      tenantId: 't-1',
      name: 'demo',
      isActive: true,
    });
    await applyTenantFromUrl(at('https://crm.example/account/register?__tenant=demo'));
    expect(getSessionTenant()).toEqual({ id: 't-1', name: 'demo', isAvailable: true });
  });

  it('an empty value means the host', async () => {
    setSessionTenant({ id: 't-1', name: 'demo', isAvailable: true });
    await applyTenantFromUrl(at('https://crm.example/?__tenant='));
    expect(getSessionTenant()).toBeNull();
  });

  it('leaves the session alone for an unknown tenant or without the parameter', async () => {
    setSessionTenant({ id: 't-1', name: 'demo', isAvailable: true });
    findTenantByName.mockResolvedValue({
      success: false,
      tenantId: null,
      name: null,
      isActive: false,
    });
    await applyTenantFromUrl(at('https://crm.example/?__tenant=nope'));
    await applyTenantFromUrl(at('https://crm.example/'));
    expect(getSessionTenant()).toEqual({ id: 't-1', name: 'demo', isAvailable: true });
  });
});

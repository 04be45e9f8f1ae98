import { getSessionTenant, setSessionTenant } from '@crm/shared';
import { applyTenantFromUrl } from './tenant-from-url';

jest.mock('@crm/shared', () => {
  const actual = jest.requireActual('@crm/shared');
  return { ...actual, findTenantByName: jest.fn(), findTenantById: jest.fn() };
});
const { findTenantByName, findTenantById } = jest.requireMock('@crm/shared') as {
  findTenantByName: jest.Mock;
  findTenantById: jest.Mock;
};
const NOT_FOUND = { success: false, tenantId: null, name: null, isActive: false };

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

  it("chooses the tenant a link names by id (older reset e-mails), showing the tenant's name", async () => {
    const id = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
    findTenantByName.mockResolvedValue(NOT_FOUND);
    findTenantById.mockResolvedValue({ success: true, tenantId: id, name: 'demo', isActive: true });
    await applyTenantFromUrl(at(`https://crm.example/account/reset-password?__tenant=${id}`));
    expect(findTenantById).toHaveBeenCalledWith(id);
    expect(getSessionTenant()).toEqual({ id, name: 'demo', isAvailable: true });
  });

  it('an empty value means the host', async () => {
    setSessionTenant({ id: 't-1', name: 'demo', isAvailable: true });
    await applyTenantFromUrl(at('https://crm.example/?__tenant='));
    expect(getSessionTenant()).toBeNull();
  });

  it('leaves the session alone for an unknown tenant or without the parameter', async () => {
    setSessionTenant({ id: 't-1', name: 'demo', isAvailable: true });
    findTenantByName.mockResolvedValue(NOT_FOUND);
    findTenantById.mockClear();
    await applyTenantFromUrl(at('https://crm.example/?__tenant=nope'));
    expect(findTenantById).not.toHaveBeenCalled();
    await applyTenantFromUrl(at('https://crm.example/'));
    expect(getSessionTenant()).toEqual({ id: 't-1', name: 'demo', isAvailable: true });
  });
});

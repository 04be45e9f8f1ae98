import { describe, it } from 'node:test';
import { expect } from 'expect';
import { requestedTenantKey, tenantFromHost } from '../../src/tenancy/tenant-resolver';

describe('tenant resolution from the request', () => {
  it('reads the tenant from the host name pattern', () => {
    expect(tenantFromHost('demo.crm.example', '{0}.crm.example')).toBe('demo');
    expect(tenantFromHost('demo.crm.example:8443', '{0}.crm.example')).toBe('demo');
    expect(tenantFromHost('crm.example', '{0}.crm.example')).toBeUndefined();
    expect(tenantFromHost('demo.crmXexample', '{0}.crm.example')).toBeUndefined();
    expect(tenantFromHost('demo.crm.example', undefined)).toBeUndefined();
  });

  it('prefers the header, then the query, then the host name', () => {
    const request = (
      headers: Record<string, string>,
      query: Record<string, string>,
      hostname = 'acme.crm.example',
    ) => ({
      headers,
      query,
      hostname,
    });
    const pattern = '{0}.crm.example';
    expect(requestedTenantKey(request({ __tenant: 'h' }, { __tenant: 'q' }), pattern)).toBe('h');
    expect(requestedTenantKey(request({}, { __tenant: 'q' }), pattern)).toBe('q');
    expect(requestedTenantKey(request({}, {}), pattern)).toBe('acme');
    expect(requestedTenantKey(request({ __tenant: '' }, {}), pattern)).toBe('');
    expect(requestedTenantKey(request({}, {}, 'localhost'), pattern)).toBeUndefined();
  });
});

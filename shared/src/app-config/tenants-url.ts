// ABP's tenant lookups (abp-contracts §2), in a module of its own: a page without the
// application's HTTP client (the host's sign-in page) calls them too.
export const TENANTS_URL = '/api/abp/multi-tenancy/tenants';

import { audienceOf } from './audience';

describe('audienceOf', () => {
  it('counts whoever runs the back office as back office, whatever else they hold', () => {
    expect(audienceOf({ 'Crm.PortfolioModify': true })).toBe('backOffice');
    expect(audienceOf({ 'Crm.PortfolioModify': true, 'Crm.AssetManagement': true })).toBe(
      'backOffice',
    );
  });

  it('counts someone who may sign a contract, and is not back office, as a customer', () => {
    expect(audienceOf({ 'Crm.AssetManagement': true, 'Crm.HomePage': true })).toBe('customer');
  });

  it('counts anyone else (the host administrator) as neither', () => {
    expect(audienceOf({ 'Crm.HomePage': true, 'AbpTenantManagement.Tenants': true })).toBe('other');
    expect(audienceOf({ 'Crm.PortfolioModify': false, 'Crm.AssetManagement': false })).toBe(
      'other',
    );
  });
});

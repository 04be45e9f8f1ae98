import { menu } from './menu';
import { routes } from './routes';

describe('the contracts menu', () => {
  it('has the spec’s entries, orders and Crm.* policies', () => {
    expect(menu.map((m) => [m.name, m.order, m.policy])).toEqual([
      ['AssetManagement', 11, 'Crm.AssetManagement'],
      ['PortfolioWage', 12, 'Crm.PortfolioWage'],
      ['PortfolioModify', 13, 'Crm.PortfolioModify'],
      ['QuestionModify', 14, 'Crm.QuestionModify'],
    ]);
  });

  it('guards every page with the policy of its menu entry', () => {
    for (const entry of menu) {
      const route = routes.find((r) => r.path === entry.path);
      expect(route?.policy).toBe(entry.policy);
    }
  });
});

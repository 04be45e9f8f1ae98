import { render, screen } from '@testing-library/react';
import { CrmProvider } from '@crm/shared/ui';
import { setAppConfig, setTestLanguage } from '@crm/shared/testing';
import { registerLocales } from '../../locales';
import AssetStateSharePage from './asset-state-share-page';

jest.mock('../../api/reports-api', () => ({
  reportsApi: { heldInstruments: jest.fn(), assetStateShare: jest.fn() },
}));
const { reportsApi } = jest.requireMock('../../api/reports-api') as {
  reportsApi: Record<string, jest.Mock>;
};

describe('assetStateShare for staff', () => {
  beforeAll(() => setTestLanguage('fa', registerLocales));

  it('says the report is about a customer’s own baskets, and asks the server nothing', () => {
    setAppConfig({}, { 'Crm.PortfolioModify': true, 'Crm.AssetStateShare': true });
    render(
      <CrmProvider>
        <AssetStateSharePage />
      </CrmProvider>,
    );
    const page = screen.getByTestId('page-asset-state-share');
    expect(page.textContent).toContain('سبدهای خودِ هر مشتری');
    expect(page.textContent).not.toContain('سبدهای شما');
    expect(reportsApi.heldInstruments).not.toHaveBeenCalled();
  });
});

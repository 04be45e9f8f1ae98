import type { ContractDto } from '@crm/shared/dto';
import { renderAt, setAppConfig, setTestLanguage } from '@crm/shared/testing';
import { act, screen } from '@testing-library/react';
import { registerLocales } from '../../locales';
import AssetManagementPage from './asset-management-page';

jest.mock('../../api/contracts-api', () => ({ ownContract: jest.fn() }));
const api = jest.requireMock('../../api/contracts-api') as Record<string, jest.Mock>;

const CUSTOMER = { 'Crm.AssetManagement': true, 'Crm.HomePage': true };
const STAFF = { ...CUSTOMER, 'Crm.PortfolioModify': true };

async function open(policies: Record<string, boolean>) {
  setAppConfig({}, policies);
  await act(
    async () => void renderAt('/assetManagement', '/assetManagement', <AssetManagementPage />),
  );
}

describe('/assetManagement', () => {
  beforeEach(async () => {
    await setTestLanguage('fa', registerLocales);
    api.ownContract!.mockReset();
  });

  it('tells staff the page is for customers and leads them to the customers’ contracts', async () => {
    await open(STAFF);
    expect(screen.getByTestId('contract-staff').textContent).toContain('این صفحه برای مشتریان است');
    expect(screen.getByTestId('go-back-office').getAttribute('href')).toBe('/portfolioModify');
    // Nobody's contract is asked for, and nothing to sign is offered.
    expect(api.ownContract).not.toHaveBeenCalled();
    expect(screen.queryByTestId('register-contract')).toBeNull();
    expect(screen.queryByText(/قرارداد شما/)).toBeNull();
  });

  it('shows a customer their own contract, as the server answers it', async () => {
    api.ownContract!.mockResolvedValue({
      id: 'c1',
      stateCode: 'Rejected',
      rejectionReason: 'مدارک ناقص است',
    } as ContractDto);
    await open(CUSTOMER);
    expect(api.ownContract).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('closed-reason').textContent).toContain('مدارک ناقص است');
    expect(screen.getByTestId('register-contract')).toBeTruthy();
    expect(screen.queryByTestId('contract-staff')).toBeNull();
  });

  it('offers a customer without a contract to register one', async () => {
    api.ownContract!.mockResolvedValue(null);
    await open(CUSTOMER);
    expect(screen.getByTestId('contract-closed')).toBeTruthy();
    expect(screen.getByTestId('register-contract')).toBeTruthy();
  });
});

import { setLanguage } from '@crm/shared';
import type { ContractDetailDto, CustomerOfContractDto } from '@crm/shared/dto';
import { setTestLanguage } from '@crm/shared/testing';
import { render, screen } from '@testing-library/react';
import { registerLocales } from '../../locales';
import { ContractFacts } from './contract-facts';

const contract = {
  id: 'c1',
  stateCode: 'Active',
  nationalCode: '0012345679',
  mobile: '09123456789',
  firstName: 'سارا',
  lastName: 'کریمی',
  sheba: 'IR820540102680020817909002',
  address: null,
  birthDate: null,
  isFromBackOffice: false,
  contractDuration: 12,
  riskLevel: null,
  riskScore: null,
  creationTime: '2025-01-01T00:00:00Z',
  signedAt: null,
  startDate: null,
  endDate: null,
  rejectionReason: null,
  movedToCrmAt: null,
} as unknown as ContractDetailDto;

const customer = {
  userName: 'sara',
  name: 'سارا',
  surname: 'کریمی',
  nationalCode: '0012345679',
  phoneNumber: '09123456789',
  email: 'sara@example.com',
} as unknown as CustomerOfContractDto;

/** The page in `language`: its texts, and the session's language that DigitCode follows. */
async function pageIn(language: 'fa' | 'en') {
  await setTestLanguage(language, registerLocales);
  await setLanguage(language);
}

/** The value beside a label of the contract's column (the second list). */
function contractFact(label: string): HTMLElement {
  const terms = screen.getAllByText(label, { selector: 'dt' });
  return terms[terms.length - 1]!.nextElementSibling as HTMLElement;
}

describe('the contract facts', () => {
  it('shows the Sheba grouped in fours, in Persian digits, left to right on a Persian page', async () => {
    await pageIn('fa');
    render(<ContractFacts contract={contract} customer={customer} basket={null} />);
    const sheba = contractFact('شمارهٔ شبا').querySelector('bdi')!;
    expect(sheba.textContent).toBe('IR۸۲ ۰۵۴۰ ۱۰۲۶ ۸۰۰۲ ۰۸۱۷ ۹۰۹۰ ۰۲');
    expect(sheba.getAttribute('dir')).toBe('ltr');
    for (const label of ['کد ملی', 'شمارهٔ همراه'])
      expect(contractFact(label).textContent).not.toMatch(/[0-9]/);
  });

  it('keeps Latin digits on an English page, and shows an invalid Sheba as it is stored', async () => {
    await pageIn('en');
    render(
      <ContractFacts
        contract={{ ...contract, sheba: 'IR000000' }}
        customer={customer}
        basket={null}
      />,
    );
    expect(contractFact('Sheba number').textContent).toBe('IR000000');
  });
});

import { act, render } from '@testing-library/react';
import { setLanguage } from '@crm/shared';
import { NameAndCode, nameAndCodeText } from './name-and-code';

describe('NameAndCode', () => {
  it('shows a stored name in Persian digits on a Persian page and keeps the code as typed', async () => {
    await act(async () => void (await setLanguage('fa')));
    const { container } = render(<NameAndCode name="سبد اختصاصی 12" code="SB-00012" />);
    const [name, code] = [...container.querySelectorAll('bdi')];
    expect(name!.textContent).toBe('سبد اختصاصی ۱۲');
    expect(code!.textContent).toBe('SB-00012');
  });

  it('keeps Latin digits on an English page', async () => {
    await act(async () => void (await setLanguage('en')));
    const { container } = render(<NameAndCode name="سبد اختصاصی 12" code="SB-00012" />);
    expect(container.textContent).toBe('سبد اختصاصی 12 (SB-00012)');
  });
});

describe('nameAndCodeText', () => {
  it('isolates the name, in the language’s digits, before the code', () => {
    expect(nameAndCodeText('سبد 3', 'SB-3', 'fa')).toBe('\u2068سبد ۳\u2069 (SB-3)');
    expect(nameAndCodeText('سبد 3', 'SB-3', 'en')).toBe('\u2068سبد 3\u2069 (SB-3)');
  });
});

import { act, render } from '@testing-library/react';
import { setLanguage } from '@crm/shared';
import { DigitCode } from './digit-code';

describe('DigitCode', () => {
  it('writes a national code or a phone number in Persian digits on a Persian page', async () => {
    await act(async () => void (await setLanguage('fa')));
    const { container } = render(<DigitCode value="09123456789" />);
    const code = container.querySelector('bdi')!;
    expect(code.textContent).toBe('۰۹۱۲۳۴۵۶۷۸۹');
    expect(code.getAttribute('dir')).toBe('ltr');
  });

  it('keeps Latin digits on an English page, and shows nothing for no value', async () => {
    await act(async () => void (await setLanguage('en')));
    expect(render(<DigitCode value="0012345678" />).container.textContent).toBe('0012345678');
    expect(render(<DigitCode value={null} />).container.textContent).toBe('');
  });
});

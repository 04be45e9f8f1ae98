import { renderUi, setTestLanguage } from '../testing/render-ui';
import { Amount } from './amount';

describe('Amount', () => {
  it('shows Persian digits, grouping and ریال in Persian', async () => {
    await setTestLanguage('fa');
    const { container } = renderUi(<Amount value={12500000} />);
    expect(container.textContent).toBe('۱۲٬۵۰۰٬۰۰۰ ریال');
  });

  it('shows Latin digits and Rial in English, without the unit on request', async () => {
    await setTestLanguage('en');
    const { container, rerender } = renderUi(<Amount value={-1250} />);
    expect(container.textContent).toBe('-1,250 Rial');
    rerender(<Amount value={9007199254740993n} showUnit={false} />);
    expect(container.textContent).toBe('9,007,199,254,740,993');
  });

  it('keeps the number isolated from the surrounding text direction', async () => {
    await setTestLanguage('fa');
    const { container } = renderUi(<Amount value={-5} />);
    expect(container.querySelector('bdi')?.textContent).toBe('\u200E\u2212۵');
  });
});

import { renderUi, setTestLanguage } from '../testing/render-ui';
import { Percent } from './percent';

describe('Percent', () => {
  it('shows a ratio as a Persian percentage in Persian', async () => {
    await setTestLanguage('fa');
    const { container } = renderUi(<Percent value={0.1234} />);
    expect(container.textContent).toBe('۱۲٫۳۴٪');
  });

  it('shows a percent value with the requested digits in English', async () => {
    await setTestLanguage('en');
    const { container } = renderUi(<Percent value={-3.5} scale="percent" fractionDigits={1} />);
    expect(container.textContent).toBe('-3.5%');
  });
});

import { act, renderHook } from '@testing-library/react';
import { initI18n } from './i18n';
import { applyServerTexts } from './texts-registry';
import { useLocalize } from './use-localize';

describe('useLocalize', () => {
  beforeAll(() => initI18n('fa'));

  it('re-renders with the server text once it arrives', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = renderHook(() => useLocalize()('Arriving::Title'));
    expect(result.current).toBe('Title');
    act(() => applyServerTexts('fa', { Arriving: { Title: 'رسید' } }));
    expect(result.current).toBe('رسید');
  });
});

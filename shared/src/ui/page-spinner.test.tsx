import { act } from '@testing-library/react';
import { loader, loaderStore } from '@crm/shared';
import { PageSpinner } from './page-spinner';
import { renderUi, setTestLanguage } from './testing/render-ui';

describe('PageSpinner', () => {
  beforeEach(async () => {
    await setTestLanguage('fa');
    act(() => loader.reset());
  });

  it('counts as a load for the top loader bar while it shows (navigation loading)', () => {
    const { unmount } = renderUi(<PageSpinner />);
    expect(loaderStore.getState().active).toBe(1);
    act(() => unmount());
    expect(loaderStore.getState().active).toBe(0);
  });
});

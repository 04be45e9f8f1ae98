import { act, renderHook } from '@testing-library/react';
import { defaultEnvironment } from './environment';
import { setEnvironment } from './environment-store';
import { useEnvironment } from './hooks';

describe('useEnvironment', () => {
  it('follows the environment store', () => {
    const { result } = renderHook(() => useEnvironment().oAuthConfig.issuer);
    act(() => setEnvironment(defaultEnvironment('https://other.test')));
    expect(result.current).toBe('https://other.test');
  });
});

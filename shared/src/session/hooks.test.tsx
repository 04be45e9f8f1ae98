import { act, renderHook } from '@testing-library/react';
import { useSessionLanguage, useSessionTenant } from './hooks';
import { sessionStore, setSessionTenant } from './session-store';

describe('session hooks', () => {
  it('follow the session store', () => {
    const { result } = renderHook(() => [useSessionLanguage(), useSessionTenant()] as const);
    expect(result.current).toEqual(['fa', null]);
    const tenant = { id: 't1', name: 'acme', isAvailable: true };
    act(() => {
      sessionStore.setState({ language: 'en' });
      setSessionTenant(tenant);
    });
    expect(result.current).toEqual(['en', tenant]);
  });
});

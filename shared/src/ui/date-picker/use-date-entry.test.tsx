import { act, renderHook } from '@testing-library/react';
import { setTestLanguage } from '../testing/render-ui';
import { useDateEntry } from './use-date-entry';

describe('useDateEntry', () => {
  it('names a typed text that is not a date, in Persian digits, and keeps the last date', async () => {
    await setTestLanguage('fa');
    const onDate = jest.fn();
    const { result } = renderHook(() => useDateEntry(onDate));
    act(() => result.current.onChange('1405/13/40'));
    expect(onDate).not.toHaveBeenCalled();
    expect(result.current.validationState).toBe('error');
    expect(result.current.validationMessage).toMatch(
      /^«۱۴۰۵\/۱۳\/۴۰» تاریخ درستی نیست؛ تاریخ را مانند ۱[۳۴][۰-۹]{2}\/[۰-۹]{2}\/[۰-۹]{2} بنویسید\.$/u,
    );
  });

  it('clears the message once a date is typed or the box emptied', async () => {
    await setTestLanguage('fa');
    const onDate = jest.fn();
    const { result } = renderHook(() => useDateEntry(onDate));
    act(() => result.current.onChange('1405/13/40'));
    act(() => result.current.onChange('2026-04-05'));
    expect(onDate).toHaveBeenLastCalledWith('2026-04-05');
    expect(result.current.validationMessage).toBeUndefined();
    expect(result.current.validationState).toBe('none');
    act(() => result.current.onChange(null));
    expect(onDate).toHaveBeenLastCalledWith(null);
  });

  it('says it in English with an ISO example', async () => {
    await setTestLanguage('en');
    const { result } = renderHook(() => useDateEntry(() => {}));
    act(() => result.current.onChange('2026-13-40'));
    expect(result.current.validationMessage).toMatch(
      /^“2026-13-40” is not a date; write it like 20\d\d-\d\d-\d\d\.$/,
    );
  });
});

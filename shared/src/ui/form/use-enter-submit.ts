import { useCallback, type KeyboardEvent } from 'react';
import { ENTER_SUBMIT_DEBOUNCE_MS } from '../constants';
import { useDebouncedCallback } from '../hooks/use-debounced-callback';

/** Elements where Enter means something else than "submit the form". */
const OWN_ENTER = 'textarea, button, a[href], [contenteditable="true"], [data-enter-submit="off"]';

/** Enter in a form field (not in a textarea) submits, once keys have settled for 200 ms. */
export function useEnterSubmit(submit: () => void) {
  const debounced = useDebouncedCallback(submit, ENTER_SUBMIT_DEBOUNCE_MS);
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLFormElement>) => {
      if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return;
      if (event.target instanceof Element && event.target.closest(OWN_ENTER)) return;
      event.preventDefault();
      debounced.run();
    },
    [debounced],
  );
  return { onKeyDown, cancel: debounced.cancel };
}

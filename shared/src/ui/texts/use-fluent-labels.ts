// Fluent names some of its own parts in English whatever the page's language (a search box's
// clear button "clear", a dropdown's "Clear selection", a combobox's "Open …"). These are the
// same names in the page's language, to pass to those slots.
import { useMemo } from 'react';
import { useUiTexts } from './use-localize';

export function useFluentLabels() {
  const { t } = useUiTexts();
  return useMemo(
    () => ({
      /** `dismiss` of a SearchBox. */
      searchClear: { 'aria-label': t('Search.Clear') },
      /** `clearButton` of a Dropdown (rendered, hidden, even when not clearable). */
      choiceClear: { 'aria-label': t('Choice.Clear') },
      /** `expandIcon` of a Combobox named `label`. */
      comboboxOpen: (label: string) => ({ 'aria-label': t('Typeahead.Open', { label }) }),
    }),
    [t],
  );
}

// What a typeahead keeps as the user types: options whose text holds the typed text, compared as
// normalised Persian (Arabic ي/ك, direction marks and Persian digits do not decide a match) and
// without letter case.
import { normalizePersianText } from '@crm/shared';

const comparable = (text: string) => normalizePersianText(text).toLocaleLowerCase();

export function matchOptions<T extends { text: string }>(
  options: readonly T[],
  typed: string,
): T[] {
  const wanted = comparable(typed);
  if (!wanted) return [...options];
  return options.filter((option) => comparable(option.text).includes(wanted));
}

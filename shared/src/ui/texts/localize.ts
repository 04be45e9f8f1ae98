import type { TFunction } from 'i18next';
import { resolveKey, type LocalizableText } from '@crm/shared';

export type { LocalizableText };

/** ABP's `{0}`, `{1}` placeholders, filled from a list of parameters. */
function fillPlaceholders(text: string, params: readonly unknown[] | undefined): string {
  if (!params?.length) return text;
  return text.replace(/\{(\d+)\}/g, (match, index: string) =>
    Number(index) < params.length ? String(params[Number(index)]) : match,
  );
}

export function isLocalizationKey(text: string): boolean {
  return text.includes('::');
}

/**
 * Translates `Resource::Key` (or `::Key` for the default resource); any other text is shown as
 * given. A missing key falls back to the key itself, as ABP does.
 */
export function localizeText(
  t: TFunction,
  text: LocalizableText,
  params?: readonly unknown[],
): string {
  if (!isLocalizationKey(text)) return fillPlaceholders(text, params);
  const key = resolveKey(text);
  return fillPlaceholders(t(key, { defaultValue: key }), params);
}

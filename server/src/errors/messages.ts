// Texts of error codes and validation messages, from the localization resources (the texts
// live in `localization/resources/<culture>/*.json`, never in code).
import { errorText, formatText, localize } from '../localization/localizer';
import type { Culture } from '../web/culture';
import type { ValidationErrorInfo } from './app-error';

export function errorMessage(
  culture: Culture,
  code: string,
  params: readonly (string | number)[],
): string {
  return formatText(errorText(culture, code) ?? errorText(culture, 'Crm:InternalError')!, params);
}

/** A validation message: its AbpValidation key localized, or the literal message. */
export function validationMessage(culture: Culture, info: ValidationErrorInfo): string {
  if (!info.key) return info.message;
  const qualified = info.key.includes('::') ? info.key : `AbpValidation::${info.key}`;
  return localize(culture, qualified, info.params ?? []);
}

/** ABP's validation `details`: a heading, then one line per error. */
export function validationDetails(culture: Culture, messages: readonly string[]): string {
  const heading = errorMessage(culture, 'Crm:ValidationErrorDetails', []);
  return [heading, ...messages.map((message) => ` - ${message}`)].join('\n');
}

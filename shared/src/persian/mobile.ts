// Iranian mobile numbers: 9 and nine more digits, written 09…, +989…, 00989…, 989… or 9….
// The canonical form is 09xxxxxxxxx; E.164 (+989…) is offered for storage or SMS gateways.
// Operator prefixes are not checked: new ranges are opened more often than lists are updated.
import { normalizeCodeInput } from './text';

const MOBILE = /^(?:\+98|0098|98|0)?(9\d{9})$/;

function subscriberPart(input: string): string | null {
  const compact = normalizeCodeInput(input, '-()');
  return MOBILE.exec(compact)?.[1] ?? null;
}

/** The number as 09xxxxxxxxx, or `null` when it is not an Iranian mobile number. */
export function normalizeMobile(input: string): string | null {
  const subscriber = subscriberPart(input);
  return subscriber ? `0${subscriber}` : null;
}

/** The number as +989xxxxxxxxx, or `null` when it is not an Iranian mobile number. */
export function toE164Mobile(input: string): string | null {
  const subscriber = subscriberPart(input);
  return subscriber ? `+98${subscriber}` : null;
}

/** True for an Iranian mobile number in any accepted writing. */
export function isValidMobile(input: string): boolean {
  return subscriberPart(input) !== null;
}

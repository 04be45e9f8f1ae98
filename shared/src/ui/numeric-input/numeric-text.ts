import { normalizeNumberInput } from '@crm/shared';

export interface NumericRules {
  /** Digits allowed after the decimal point; 0 (the default) accepts whole numbers only. */
  fractionDigits?: number;
  min?: number;
  max?: number;
}

/** Whether text may stand in the box while typing: a number or the start of one. */
export function isAcceptableWhileTyping(text: string, rules: NumericRules): boolean {
  const normalized = normalizeNumberInput(text);
  const sign = rules.min === undefined || rules.min < 0 ? '-?' : '';
  const fraction = rules.fractionDigits ? `(\\.\\d{0,${rules.fractionDigits}})?` : '';
  return new RegExp(`^${sign}\\d*${fraction}$`).test(normalized);
}

/** The value of accepted text: null for empty text or a lone sign or point. */
export function valueOfTyped(text: string): number | null {
  const normalized = normalizeNumberInput(text);
  return /\d/.test(normalized) ? Number(normalized) : null;
}

export function clamp(value: number, { min, max }: NumericRules): number {
  if (min !== undefined && value < min) return min;
  if (max !== undefined && value > max) return max;
  return value;
}

import { type InputProps } from '@fluentui/react-components';
import { Input } from '@crm/shared/fluent';
import { forwardRef, useState, type FocusEvent } from 'react';
import { formatNumber } from '@crm/shared';
import { useUiTexts } from '../texts';
import { clamp, isAcceptableWhileTyping, valueOfTyped, type NumericRules } from './numeric-text';

export interface NumericInputProps
  extends
    NumericRules,
    Omit<InputProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max'> {
  value: number | null | undefined;
  /** Always a Latin-digit number (or null when empty), whatever digits were typed. */
  onChange: (value: number | null) => void;
  /** Thousands separators while the box is not being edited. */
  grouping?: boolean;
}

/**
 * A number box that accepts Persian, Arabic-Indic and Latin digits (not `type="number"`, which
 * refuses them). Keys that would not make a number are ignored; min and max apply on leaving.
 */
export const NumericInput = forwardRef<HTMLInputElement, NumericInputProps>(function NumericInput(
  { value, onChange, grouping = false, fractionDigits = 0, min, max, onBlur, onFocus, ...rest },
  ref,
) {
  const { language, dir } = useUiTexts();
  const rules: NumericRules = { fractionDigits, min, max };
  const [editing, setEditing] = useState<string | null>(null);
  const display = (shown: number | null | undefined, grouped: boolean) =>
    shown === null || shown === undefined
      ? ''
      : formatNumber(shown, language, { maxFractionDigits: fractionDigits, grouping: grouped });

  const leave = (event: FocusEvent<HTMLInputElement>) => {
    setEditing(null);
    const typed = editing === null ? (value ?? null) : valueOfTyped(editing);
    const settled = typed === null ? null : clamp(typed, rules);
    if (settled !== (value ?? null)) onChange(settled);
    onBlur?.(event);
  };

  return (
    <Input
      {...rest}
      ref={ref}
      type="text"
      inputMode={fractionDigits ? 'decimal' : 'numeric'}
      autoComplete="off"
      input={{ dir: 'ltr', style: { textAlign: dir === 'rtl' ? 'right' : 'left' } }}
      value={editing ?? display(value, grouping)}
      onFocus={(event) => {
        setEditing(display(value, false));
        onFocus?.(event);
      }}
      onBlur={leave}
      onChange={(_event, data) => {
        if (!isAcceptableWhileTyping(data.value, rules)) return;
        setEditing(data.value);
        onChange(valueOfTyped(data.value));
      }}
    />
  );
});

import { formatNumber } from '@crm/shared';
import { useUiTexts } from '../texts';

export interface AmountProps {
  /** Integer rials (bigint for amounts beyond 2^53). */
  value: number | bigint;
  /** Show the unit after the number (default true). */
  showUnit?: boolean;
  className?: string;
}

/**
 * An amount of money: grouped digits (Persian ones in Persian) then the unit, ریال / Rial. The
 * number is isolated so its sign and digits keep their order inside right-to-left text.
 */
export function Amount({ value, showUnit = true, className }: AmountProps) {
  const { t, language } = useUiTexts();
  const rials = typeof value === 'bigint' ? value : Math.round(value);
  return (
    <span className={className} data-amount={String(rials)}>
      <bdi>{formatNumber(rials, language)}</bdi>
      {showUnit && ` ${t('Amount.Rial')}`}
    </span>
  );
}

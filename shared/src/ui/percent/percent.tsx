import { formatPercent } from '@crm/shared';
import { useUiTexts } from '../texts';

export interface PercentProps {
  value: number;
  /** `ratio` (default): 0.1234 is 12.34 %; `percent`: 12.34 is 12.34 %. */
  scale?: 'ratio' | 'percent';
  fractionDigits?: number;
  className?: string;
}

/** A percentage: ۱۲٫۳۴٪ in Persian, 12.34% in English. */
export function Percent({ value, scale = 'ratio', fractionDigits = 2, className }: PercentProps) {
  const { language } = useUiTexts();
  const percent = scale === 'ratio' ? value * 100 : value;
  const digits = { minFractionDigits: fractionDigits, maxFractionDigits: fractionDigits };
  return <bdi className={className}>{formatPercent(percent, language, digits)}</bdi>;
}

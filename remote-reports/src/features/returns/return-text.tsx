// A return as text: the cumulative figure, and the annualised one only where it is allowed
// (periods of a year or more), otherwise a note saying it is not annualised.
import { Percent } from '@crm/shared/ui';
import type { PeriodReturnDto } from '@crm/shared/dto';
import { useTranslation } from '@crm/shared';

export function AnnualizedNote({ value }: { value: PeriodReturnDto }) {
  const { t } = useTranslation('reports');
  return value.annualized === null ? (
    <span data-testid="not-annualized">{t('Returns.NotAnnualized')}</span>
  ) : (
    <span>
      {t('Returns.Annualized')}: <Percent value={value.annualized} />
    </span>
  );
}

export function CumulativeValue({ value }: { value: PeriodReturnDto }) {
  return <Percent value={value.cumulative} />;
}

// The contract's key terms with their numbers also in words, as contracts write amounts: the
// basket, the duration and the wage plan.
import { useLocalize } from '@crm/shared';
import { useDisplayFormat } from '@crm/shared/display-format';
import { NameAndCode } from '@crm/shared/ui';
import type { BasketDto, ContractDto, WagePlanTermsDto } from '@crm/shared/dto';
import { makeStyles, Table, TableBody, TableCell, TableRow } from '@fluentui/react-components';
import { tokens } from '@crm/shared/fluent';
import type { ReactNode } from 'react';
import { useNumberWords } from './use-number-words';

const useStyles = makeStyles({
  label: { width: '40%', color: tokens.colorNeutralForeground2 },
  words: { color: tokens.colorNeutralForeground3 },
});

export interface ReviewSummaryProps {
  contract: ContractDto;
  basket: BasketDto | null;
  plan: WagePlanTermsDto | null;
}

export function ReviewSummary({ contract, basket, plan }: ReviewSummaryProps) {
  const styles = useStyles();
  const localize = useLocalize();
  const { number, percent } = useDisplayFormat();
  const numbers = [
    contract.contractDuration,
    ...(plan ? [plan.managementFeePercent, plan.performanceFeePercent, plan.hurdlePercent] : []),
  ];
  const words = useNumberWords(numbers);
  const inWords = (index: number) =>
    words?.[index] ? <span className={styles.words}> ({words[index]})</span> : null;

  const rows: [string, ReactNode][] = [
    [
      'contracts::Review.Basket',
      basket ? <NameAndCode name={basket.basketName} code={basket.basketCode} /> : '—',
    ],
    [
      'contracts::Review.Duration',
      <>
        {localize('contracts::Review.Months', number(contract.contractDuration))}
        {inWords(0)}
      </>,
    ],
  ];
  if (plan)
    rows.push([
      'contracts::Review.ManagementFee',
      <>
        {percent(plan.managementFeePercent)}
        {inWords(1)}
      </>,
    ]);
  if (plan && plan.performanceFeePercent > 0)
    rows.push(
      [
        'contracts::Review.PerformanceFee',
        <>
          {percent(plan.performanceFeePercent)}
          {inWords(2)}
        </>,
      ],
      [
        'contracts::Review.Hurdle',
        <>
          {percent(plan.hurdlePercent)}
          {inWords(3)}
        </>,
      ],
    );
  return (
    <Table
      size="small"
      data-testid="review-summary"
      aria-label={localize('contracts::Review.Terms')}
    >
      <TableBody>
        {rows.map(([label, value]) => (
          <TableRow key={label}>
            <TableCell className={styles.label}>{localize(label)}</TableCell>
            <TableCell>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

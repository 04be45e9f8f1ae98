// A contract's facts in two columns: the customer's account, and what the contract holds.
import { formatSheba, useLocalize } from '@crm/shared';
import { useDisplayFormat } from '@crm/shared/display-format';
import { DigitCode, NameAndCode } from '@crm/shared/ui';
import type { BasketDto, ContractDetailDto, CustomerOfContractDto } from '@crm/shared/dto';
import { makeStyles } from '@fluentui/react-components';
import { Text, tokens } from '@crm/shared/fluent';
import type { ReactNode } from 'react';
import { ContractStateBadge } from '../../components/contract-state-badge';

const useStyles = makeStyles({
  columns: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
    gap: tokens.spacingHorizontalXL,
  },
  list: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
});

type Row = [label: string, value: ReactNode];

function Facts({ title, rows }: { title: string; rows: Row[] }) {
  const styles = useStyles();
  const localize = useLocalize();
  return (
    <section>
      <Text as="h3" weight="semibold">
        {localize(title)}
      </Text>
      <dl className={styles.list}>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt className={styles.term}>{localize(label)}</dt>
            <dd className={styles.value}>{value ?? '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const ltr = (text: string | null | undefined) => (text ? <bdi dir="ltr">{text}</bdi> : null);

/** A Sheba grouped in fours when it is valid, in the page's digits, left to right. */
function ShebaNumber({ value }: { value: string | null }) {
  return <DigitCode value={value && (formatSheba(value) ?? value)} />;
}

export interface ContractFactsProps {
  contract: ContractDetailDto;
  customer: CustomerOfContractDto | null;
  basket: BasketDto | null;
}

export function ContractFacts({ contract, customer, basket }: ContractFactsProps) {
  const styles = useStyles();
  const localize = useLocalize();
  const { date, number } = useDisplayFormat();
  const name = (first: string | null, last: string | null) =>
    [first, last].filter(Boolean).join(' ') || null;
  const yes = (flag: boolean) => localize(flag ? 'contracts::Yes' : 'contracts::No');
  return (
    <div className={styles.columns} data-testid="contract-facts">
      <Facts
        title="contracts::Modify.Customer"
        rows={[
          ['contracts::Modify.UserName', ltr(customer?.userName)],
          ['contracts::Modify.Name', customer && name(customer.name, customer.surname)],
          ['contracts::Personal.NationalCode', <DigitCode value={customer?.nationalCode} />],
          ['contracts::Personal.Mobile', <DigitCode value={customer?.phoneNumber} />],
          ['contracts::Modify.Email', ltr(customer?.email)],
        ]}
      />
      <Facts
        title="contracts::Modify.Contract"
        rows={[
          ['contracts::Modify.State', <ContractStateBadge key="s" state={contract.stateCode} />],
          ['contracts::Modify.Name', name(contract.firstName, contract.lastName)],
          ['contracts::Personal.NationalCode', <DigitCode value={contract.nationalCode} />],
          ['contracts::Personal.Mobile', <DigitCode value={contract.mobile} />],
          ['contracts::Personal.BirthDate', contract.birthDate && date(contract.birthDate)],
          ['contracts::Personal.Sheba', <ShebaNumber key="sh" value={contract.sheba} />],
          ['contracts::Personal.Address', contract.address],
          [
            'contracts::Review.Basket',
            basket && <NameAndCode key="b" name={basket.basketName} code={basket.basketCode} />,
          ],
          [
            'contracts::Modify.Risk',
            contract.riskLevel !== null &&
              localize(
                'contracts::Modify.RiskValue',
                number(contract.riskScore ?? 0),
                number(contract.riskLevel),
              ),
          ],
          [
            'contracts::Review.Duration',
            localize('contracts::Review.Months', number(contract.contractDuration)),
          ],
          ['contracts::Modify.Created', date(contract.creationTime)],
          ['contracts::Modify.Signed', contract.signedAt && date(contract.signedAt)],
          [
            'contracts::Modify.Period',
            contract.startDate && `${date(contract.startDate)} – ${date(contract.endDate)}`,
          ],
          ['contracts::Modify.FromBackOffice', yes(contract.isFromBackOffice)],
          ['contracts::Modify.RejectReason', contract.rejectionReason],
          ['contracts::Modify.MovedToCrm', contract.movedToCrmAt && date(contract.movedToCrmAt)],
        ]}
      />
    </div>
  );
}

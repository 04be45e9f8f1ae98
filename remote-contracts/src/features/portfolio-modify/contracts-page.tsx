// `/portfolioModify`: the back office's contracts — search by national code (any digits), open
// a contract to act on it, or open one for a customer (`isFromBackOffice`).
import {
  DigitCode,
  ListTable,
  useFluentLabels,
  useListQuery,
  type DataTableColumn,
  type ListQuery,
} from '@crm/shared/ui';
import { serverMessages, toast, toLatinDigits, useLocalize } from '@crm/shared';
import { useDisplayFormat } from '@crm/shared/display-format';
import type { ContractDto } from '@crm/shared/dto';
import { SearchBox } from '@fluentui/react-components';
import { Button } from '@crm/shared/fluent';
import { Add20Regular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { createForCustomer, listContracts } from '../../api/contracts-api';
import { BackOfficePage, PORTFOLIO_MODIFY_TABS } from '../../components/back-office-page';
import { ContractStateBadge } from '../../components/contract-state-badge';
import { problemText } from '../../lib/server-error';
import { ContractDetailModal } from './contract-detail-modal';
import { CreateForCustomerModal } from './form-modals';

const fetchContracts = (query: ListQuery) =>
  listContracts({
    nationalCode: query.filter ? toLatinDigits(query.filter).replace(/\D/g, '') : undefined,
    skipCount: query.skipCount,
    maxResultCount: query.maxResultCount,
  });

export default function ContractsPage() {
  const localize = useLocalize();
  const labels = useFluentLabels();
  const { date } = useDisplayFormat();
  const list = useListQuery<ContractDto>({ fetch: fetchContracts });
  const [openId, setOpenId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const { refresh } = list;

  const columns = useMemo<DataTableColumn<ContractDto>[]>(
    () => [
      {
        key: 'actions',
        header: 'AbpUi::Actions',
        width: 90,
        render: (c) => (
          <Button size="small" onClick={() => setOpenId(c.id)} data-testid="open-contract">
            {localize('contracts::Modify.Open')}
          </Button>
        ),
      },
      {
        key: 'name',
        header: 'contracts::Modify.Name',
        value: (c) => [c.firstName, c.lastName].filter(Boolean).join(' ') || '—',
      },
      {
        key: 'nationalCode',
        header: 'contracts::Personal.NationalCode',
        render: (c) => (c.nationalCode ? <DigitCode value={c.nationalCode} /> : '—'),
      },
      {
        key: 'stateCode',
        header: 'contracts::Modify.State',
        render: (c) => <ContractStateBadge state={c.stateCode} />,
      },
      {
        key: 'creationTime',
        header: 'contracts::Modify.Created',
        value: (c) => date(c.creationTime),
      },
      {
        key: 'isFromBackOffice',
        header: 'contracts::Modify.FromBackOffice',
        value: (c) => localize(c.isFromBackOffice ? 'contracts::Yes' : 'contracts::No'),
      },
    ],
    [localize, date],
  );

  const create = async (nationalCode: string) => {
    try {
      const contract = await createForCustomer(nationalCode);
      toast.success('contracts::Modify.Created.Done');
      refresh();
      setOpenId(contract.id);
      return true;
    } catch (failure) {
      toast.error(problemText(serverMessages(failure), localize('contracts::Wizard.CallFailed')));
      return false;
    }
  };

  return (
    <BackOfficePage
      testId="page-portfolio-modify"
      title="Crm::Menu:PortfolioModify"
      tabs={PORTFOLIO_MODIFY_TABS}
      tools={
        <>
          <SearchBox
            value={list.filter}
            placeholder={localize('contracts::Modify.SearchNationalCode')}
            aria-label={localize('contracts::Modify.SearchNationalCode')}
            dismiss={labels.searchClear}
            onChange={(_event, data) => list.setFilter(data.value)}
            data-testid="search-national-code"
          />
          <Button
            appearance="primary"
            icon={<Add20Regular />}
            onClick={() => setCreating(true)}
            data-testid="create-for-customer"
          >
            {localize('contracts::Modify.CreateForCustomer')}
          </Button>
        </>
      }
    >
      <ListTable
        list={list}
        aria-label={localize('contracts::Modify.ContractsTab')}
        columns={columns}
        getRowId={(c) => c.id}
      />
      {openId && (
        <ContractDetailModal
          contractId={openId}
          onClose={() => setOpenId(null)}
          onChanged={refresh}
        />
      )}
      {creating && <CreateForCustomerModal onClose={() => setCreating(false)} onSubmit={create} />}
    </BackOfficePage>
  );
}

// `/portfolioModify/baskets`: every basket with its kind, risk level, state, approval, members
// and the wage plan in force; create and edit. Open even without baskets (the first one is
// created here).
import {
  ListTable,
  ShownName,
  useFluentLabels,
  useListQuery,
  type DataTableColumn,
} from '@crm/shared/ui';
import { useLocalize } from '@crm/shared';
import type { BasketAdminDto } from '@crm/shared/dto';
import { Badge, SearchBox } from '@fluentui/react-components';
import { Button } from '@crm/shared/fluent';
import { Add20Regular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { adminBaskets } from '../../api/baskets-api';
import { BackOfficePage, PORTFOLIO_MODIFY_TABS } from '../../components/back-office-page';
import { BasketKind } from '../../components/basket-kind';
import { BasketModal } from './basket-modal';

type Editing = { basket: BasketAdminDto | null } | null;

export default function BasketsPage() {
  const localize = useLocalize();
  const labels = useFluentLabels();
  const list = useListQuery<BasketAdminDto>({ fetch: adminBaskets });
  const [editing, setEditing] = useState<Editing>(null);
  const { refresh } = list;

  const columns = useMemo<DataTableColumn<BasketAdminDto>[]>(
    () => [
      {
        key: 'actions',
        header: 'AbpUi::Actions',
        width: 90,
        render: (b) => (
          <Button size="small" onClick={() => setEditing({ basket: b })} data-testid="edit-basket">
            {localize('AbpUi::Edit')}
          </Button>
        ),
      },
      {
        key: 'basketCode',
        header: 'contracts::Baskets.Code',
        render: (b) => <bdi dir="ltr">{b.basketCode}</bdi>,
      },
      {
        key: 'basketName',
        header: 'contracts::Baskets.Name',
        render: (b) => <ShownName name={b.basketName} />,
      },
      {
        key: 'kind',
        header: 'contracts::Baskets.Kind',
        render: (b) => <BasketKind kind={b.kind} />,
      },
      { key: 'riskLevel', header: 'contracts::Baskets.RiskLevel', kind: 'number' },
      {
        key: 'state',
        header: 'contracts::Baskets.State',
        value: (b) => localize(`contracts::Baskets.State.${b.state}`),
      },
      {
        key: 'isApproved',
        header: 'contracts::Baskets.Approved',
        render: (b) => (
          <Badge appearance="tint" color={b.isApproved ? 'success' : 'subtle'}>
            {localize(b.isApproved ? 'contracts::Yes' : 'contracts::No')}
          </Badge>
        ),
      },
      { key: 'memberCount', header: 'contracts::Baskets.Members', kind: 'number' },
      { key: 'wagePlanTitle', header: 'contracts::Baskets.WagePlan' },
    ],
    [localize],
  );

  return (
    <BackOfficePage
      testId="page-baskets"
      title="Crm::Menu:PortfolioModify"
      tabs={PORTFOLIO_MODIFY_TABS}
      requireBaskets={false}
      tools={
        <>
          <SearchBox
            value={list.filter}
            placeholder={localize('AbpUi::Search...')}
            aria-label={localize('AbpUi::Search...')}
            dismiss={labels.searchClear}
            onChange={(_event, data) => list.setFilter(data.value)}
          />
          <Button
            appearance="primary"
            icon={<Add20Regular />}
            onClick={() => setEditing({ basket: null })}
            data-testid="new-basket"
          >
            {localize('contracts::Baskets.New')}
          </Button>
        </>
      }
    >
      <ListTable
        list={list}
        aria-label={localize('contracts::Modify.BasketsTab')}
        columns={columns}
        getRowId={(b) => b.basketID}
      />
      {editing && (
        <BasketModal
          basket={editing.basket}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refresh();
          }}
        />
      )}
    </BackOfficePage>
  );
}

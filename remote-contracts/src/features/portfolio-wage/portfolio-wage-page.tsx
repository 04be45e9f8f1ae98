// `/portfolioWage`: the wage plans per basket kind and risk level with their periods; create,
// edit, and delete plans no basket or contract uses.
import { confirm, toast, useLocalize } from '@crm/shared';
import { useDisplayFormat } from '@crm/shared/display-format';
import { DataTable, type DataTableColumn, type ListQuery } from '@crm/shared/ui';
import type { WagePlanDto } from '@crm/shared/dto';
import { Badge } from '@fluentui/react-components';
import { Button } from '@crm/shared/fluent';
import { Add20Regular } from '@fluentui/react-icons';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { deleteWagePlan, listWagePlans } from '../../api/wages-api';
import { BackOfficePage } from '../../components/back-office-page';
import { BasketKind } from '../../components/basket-kind';
import { localPage } from '../../lib/local-page';
import { WagePlanModal } from './wage-plan-modal';

type Editing = { plan: WagePlanDto | null } | null;

export default function PortfolioWagePage() {
  const localize = useLocalize();
  const { date, number, percent } = useDisplayFormat();
  const [plans, setPlans] = useState<WagePlanDto[]>([]);
  const [loading, setLoading] = useState(true);
  const [query, setQuery] = useState<ListQuery>({ skipCount: 0, maxResultCount: 10 });
  const [editing, setEditing] = useState<Editing>(null);

  const load = useCallback(() => {
    setLoading(true);
    listWagePlans()
      .then(
        (list) => setPlans(list.items),
        () => undefined,
      )
      .finally(() => setLoading(false));
  }, []);
  useEffect(load, [load]);

  const columns = useMemo<DataTableColumn<WagePlanDto>[]>(() => {
    const remove = async (plan: WagePlanDto) => {
      const answer = await confirm({
        message: 'contracts::Wage.DeleteConfirm',
        severity: 'warning',
      });
      if (answer !== 'confirm') return;
      await deleteWagePlan(plan.id).then(
        () => {
          toast.success('AbpUi::SuccessfullyDeleted');
          load();
        },
        () => undefined,
      );
    };
    return [
      {
        key: 'actions',
        header: 'AbpUi::Actions',
        width: 150,
        render: (plan) => (
          <>
            <Button size="small" onClick={() => setEditing({ plan })} data-testid="edit-wage-plan">
              {localize('AbpUi::Edit')}
            </Button>{' '}
            {plan.usageCount === 0 && (
              <Button size="small" appearance="subtle" onClick={() => void remove(plan)}>
                {localize('AbpUi::Delete')}
              </Button>
            )}
          </>
        ),
      },
      { key: 'title', header: 'contracts::Wage.Title', sortable: true },
      {
        key: 'basketKind',
        header: 'contracts::Baskets.Kind',
        sortable: true,
        render: (p) => <BasketKind kind={p.basketKind} />,
      },
      {
        key: 'riskLevel',
        header: 'contracts::Baskets.RiskLevel',
        sortable: true,
        value: (p) =>
          p.riskLevel === null ? localize('contracts::Wage.AllLevels') : number(p.riskLevel),
      },
      {
        key: 'managementFeePercent',
        header: 'contracts::Wage.managementFeePercent',
        value: (p) => percent(p.managementFeePercent),
      },
      {
        key: 'performanceFeePercent',
        header: 'contracts::Wage.performanceFeePercent',
        value: (p) => percent(p.performanceFeePercent),
      },
      {
        key: 'hurdlePercent',
        header: 'contracts::Wage.hurdlePercent',
        value: (p) => percent(p.hurdlePercent),
      },
      {
        key: 'effectiveFrom',
        header: 'contracts::Wage.EffectiveFrom',
        sortable: true,
        value: (p) => date(p.effectiveFrom),
      },
      {
        key: 'effectiveTo',
        header: 'contracts::Wage.EffectiveTo',
        value: (p) => (p.effectiveTo ? date(p.effectiveTo) : localize('contracts::Wage.OpenEnded')),
      },
      {
        key: 'isActive',
        header: 'contracts::Wage.Active',
        render: (p) => (
          <Badge appearance="tint" color={p.isActive ? 'success' : 'subtle'}>
            {localize(p.isActive ? 'contracts::Yes' : 'contracts::No')}
          </Badge>
        ),
      },
      { key: 'usageCount', header: 'contracts::Wage.Usage', kind: 'number' },
    ];
  }, [localize, date, number, percent, load]);

  const page = localPage(plans, query, {
    title: (p) => p.title,
    basketKind: (p) => p.basketKind,
    riskLevel: (p) => p.riskLevel ?? 0,
    effectiveFrom: (p) => p.effectiveFrom,
  });

  return (
    <BackOfficePage
      testId="page-portfolio-wage"
      title="Crm::Menu:PortfolioWage"
      tools={
        <Button
          appearance="primary"
          icon={<Add20Regular />}
          onClick={() => setEditing({ plan: null })}
          data-testid="new-wage-plan"
        >
          {localize('contracts::Wage.New')}
        </Button>
      }
    >
      <DataTable
        aria-label={localize('Crm::Menu:PortfolioWage')}
        columns={columns}
        items={page.items}
        totalCount={page.totalCount}
        query={query}
        onQueryChange={setQuery}
        loading={loading}
        getRowId={(p) => p.id}
      />
      {editing && (
        <WagePlanModal
          plan={editing.plan}
          plans={plans}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            load();
          }}
        />
      )}
    </BackOfficePage>
  );
}

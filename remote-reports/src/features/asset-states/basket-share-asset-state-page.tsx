// basketShareAssetState: the shares (with funds and bonds) and the convertibles (rights) held in
// the basket on a day, and the PDF of the whole asset-state report.
import { Tab, TabList } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from '@crm/shared';
import { Link } from '@crm/shared/routing';
import { reportsApi } from '../../api/reports-api';
import { LocalTable } from '../../components/local-table';
import { DayPicker } from '../../components/period-picker';
import { CsvButton, PdfButton, PrintButton } from '../../components/report-actions';
import { ReportPage } from '../../components/report-page';
import { rial, StatCards } from '../../components/stat-cards';
import { downloadText, toCsv } from '../../lib/csv';
import { useBasketKind } from '../../lib/use-basket-kind';
import { useDayReport } from '../../lib/use-period-report';
import { holdingColumns, holdingCsv } from '../holdings/holding-columns';

type View = 'shares' | 'convertibles';

export default function BasketShareAssetStatePage() {
  const { t } = useTranslation('reports');
  const kind = useBasketKind();
  const [view, setView] = useState<View>('shares');
  const state = useDayReport(async (query, signal) => {
    const [shares, convertibles] = await Promise.all([
      reportsApi.shareAssetState(query, signal),
      reportsApi.convertibleAssetState(query, signal),
    ]);
    return { shares, convertibles };
  });
  const current = state.data?.report[view];
  return (
    <ReportPage
      testId="page-basket-share-asset-state"
      title={t('AssetState.Title')}
      state={state}
      heading={(data) => data.report.shares.header}
      tools={
        <>
          <DayPicker date={state.date} span={state.data?.span} onChange={state.setDate} />
          <CsvButton
            onExport={() =>
              current &&
              downloadText(
                `asset-state-${view}-${current.header.basketCode}-${current.date}.csv`,
                toCsv(holdingCsv(t), current.items),
              )
            }
          />
          {current && (
            <PdfButton
              fileName={`asset-state-${current.header.basketCode}-${current.date}.pdf`}
              load={() =>
                reportsApi.assetStatePdf({ basketId: current.header.basketId, date: current.date })
              }
            />
          )}
          <PrintButton />
        </>
      }
    >
      {({ report }) => {
        const shown = report[view];
        return (
          <>
            <StatCards
              stats={[
                {
                  id: 'shares-value',
                  label: t('AssetState.SharesValue'),
                  value: rial(report.shares.totals.marketValue),
                },
                {
                  id: 'convertibles-value',
                  label: t('AssetState.ConvertiblesValue'),
                  value: rial(report.convertibles.totals.marketValue),
                },
                { id: 'nav', label: t('Stat.Nav'), value: rial(report.shares.nav) },
              ]}
            />
            <TabList
              selectedValue={view}
              onTabSelect={(_e, data) => setView(data.value as View)}
              data-print="hide"
            >
              <Tab value="shares" data-testid="tab-shares">
                {t('AssetState.Shares')}
              </Tab>
              <Tab value="convertibles" data-testid="tab-convertibles">
                {t('AssetState.Convertibles')}
              </Tab>
            </TabList>
            <LocalTable
              label={t(view === 'shares' ? 'AssetState.Shares' : 'AssetState.Convertibles')}
              columns={holdingColumns(t, view === 'shares')}
              rows={shown.items}
              getRowId={(row) => row.instrumentId}
              emptyMessage={t(
                view === 'shares' ? 'AssetState.NoShares' : 'AssetState.NoConvertibles',
              )}
            />
            {kind === 'joint' && (
              <Link to="/basketJointShareAssetState" data-print="hide">
                {t('AssetState.SeeJoint')}
              </Link>
            )}
          </>
        );
      }}
    </ReportPage>
  );
}

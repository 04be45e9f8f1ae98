// assetStateShare: one instrument across the customer's baskets on a day — quantity, average
// cost, value, gain and weight in each basket; in a joint basket also the customer's part. It is
// about the caller's own baskets: staff, who have none, are pointed to a basket's asset state.
import {
  Amount,
  DatePicker,
  PageFrame,
  useDateEntry,
  Percent,
  ShownName,
  Typeahead,
  type DataTableColumn,
} from '@crm/shared/ui';
import type { AssetStateShareDto } from '@crm/shared/dto';
import { Field } from '@crm/shared/fluent';
import { useState } from 'react';
import { useAudience, useTranslation } from '@crm/shared';
import { reportsApi } from '../../api/reports-api';
import { LocalTable } from '../../components/local-table';
import { CsvButton, PrintButton } from '../../components/report-actions';
import { ReportPage } from '../../components/report-page';
import { EmptyState } from '../../components/report-states';
import { rial, StatCards } from '../../components/stat-cards';
import { downloadText, toCsv } from '../../lib/csv';
import { useReport } from '../../lib/use-report';

type Row = AssetStateShareDto['items'][number];

export default function AssetStateSharePage() {
  return useAudience() === 'customer' ? <OwnBasketsAssetState /> : <NotForStaff />;
}

function NotForStaff() {
  const { t } = useTranslation('reports');
  return (
    <PageFrame testId="page-asset-state-share" title={t('AssetStateShare.Title')}>
      <EmptyState
        title={t('AssetStateShare.OwnBasketsOnly')}
        details={t('AssetStateShare.OwnBasketsOnlyDetails')}
      />
    </PageFrame>
  );
}

function OwnBasketsAssetState() {
  const { t } = useTranslation('reports');
  const [instrumentId, setInstrumentId] = useState<string | undefined>();
  const [date, setDate] = useState<string | undefined>();
  const dateEntry = useDateEntry((value) => setDate(value ?? undefined));
  const state = useReport(
    async (_basketId, signal) => {
      const instruments = (await reportsApi.heldInstruments(signal)).items;
      const chosen = instruments.find((i) => i.instrumentId === instrumentId) ?? instruments[0];
      const share = chosen
        ? await reportsApi.assetStateShare({ instrumentId: chosen.instrumentId, date }, signal)
        : null;
      return { instruments, chosen, state: share };
    },
    [instrumentId, date],
  );
  const columns: DataTableColumn<Row>[] = [
    {
      key: 'basketName',
      header: t('AssetStateShare.Basket'),
      sortable: true,
      render: (r) => <ShownName name={r.basketName} />,
    },
    { key: 'basketCode', header: t('AssetStateShare.Code'), sortable: true },
    { key: 'date', header: t('Deal.Date'), kind: 'date' },
    { key: 'quantity', header: t('Holding.Quantity'), kind: 'number', sortable: true },
    {
      key: 'averageCost',
      header: t('Holding.AverageCost'),
      kind: 'amount',
      value: (r) => Math.round(r.averageCost),
    },
    { key: 'price', header: t('Holding.Price'), kind: 'amount' },
    { key: 'marketValue', header: t('Holding.MarketValue'), kind: 'amount', sortable: true },
    { key: 'unrealisedGain', header: t('Holding.UnrealisedGain'), kind: 'amount', sortable: true },
    { key: 'weight', header: t('Holding.Weight'), kind: 'percent', sortable: true },
    {
      key: 'holderShare',
      header: t('AssetStateShare.YourShare'),
      render: (r) =>
        r.holderShare === null ? '—' : <Percent value={r.holderShare} fractionDigits={3} />,
    },
    { key: 'holderMarketValue', header: t('AssetStateShare.YourValue'), kind: 'amount' },
  ];
  const data = state.data;
  const exportCsv = () => {
    if (!data?.state) return;
    downloadText(
      `asset-state-share-${data.state.instrumentId}-${data.state.date}.csv`,
      toCsv(
        [
          { header: t('AssetStateShare.Basket'), value: (r: Row) => r.basketName },
          { header: t('AssetStateShare.Code'), value: (r) => r.basketCode },
          { header: t('Holding.Quantity'), value: (r) => r.quantity },
          { header: t('Holding.AverageCost'), value: (r) => r.averageCost.toFixed(2) },
          { header: t('Holding.Price'), value: (r) => r.price },
          { header: t('Holding.MarketValue'), value: (r) => r.marketValue },
          { header: t('Holding.UnrealisedGain'), value: (r) => r.unrealisedGain },
          { header: t('AssetStateShare.YourValue'), value: (r) => r.holderMarketValue },
        ],
        data.state.items,
      ),
    );
  };
  return (
    <ReportPage
      testId="page-asset-state-share"
      title={t('AssetStateShare.Title')}
      state={state}
      tools={
        <>
          <Field label={t('AssetStateShare.Instrument')}>
            <Typeahead
              label={t('AssetStateShare.Instrument')}
              testId="instrument-picker"
              value={data?.chosen?.instrumentId}
              onChange={setInstrumentId}
              options={(data?.instruments ?? []).map((i) => ({
                value: i.instrumentId,
                text: `${i.symbol} — ${i.name}`,
              }))}
            />
          </Field>
          <Field
            label={t('Period.Date')}
            validationMessage={dateEntry.validationMessage}
            validationState={dateEntry.validationState}
          >
            <DatePicker value={date ?? data?.state?.date ?? null} onChange={dateEntry.onChange} />
          </Field>
          <CsvButton onExport={exportCsv} />
          <PrintButton />
        </>
      }
    >
      {({ state: share }) =>
        !share ? (
          <EmptyState title={t('AssetStateShare.NoInstruments')} />
        ) : (
          <>
            <StatCards
              stats={[
                {
                  id: 'total-quantity',
                  label: t('AssetStateShare.TotalQuantity'),
                  value: <Amount value={share.totalQuantity} showUnit={false} />,
                },
                {
                  id: 'total-value',
                  label: t('AssetStateShare.TotalValue'),
                  value: rial(share.totalMarketValue),
                },
              ]}
            />
            {share.items.length === 0 ? (
              <EmptyState title={t('AssetStateShare.NotHeld', { symbol: share.symbol })} />
            ) : (
              <LocalTable
                label={t('AssetStateShare.Title')}
                columns={columns}
                rows={share.items}
                getRowId={(r) => r.basketId}
              />
            )}
          </>
        )
      }
    </ReportPage>
  );
}

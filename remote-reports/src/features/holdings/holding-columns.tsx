// The columns of a holdings table (portfolio status, asset states) and of its CSV export.
import { Percent, type DataTableColumn } from '@crm/shared/ui';
import type { HoldingDto } from '@crm/shared/dto';
import type { TFunction } from 'i18next';
import type { CsvColumn } from '../../lib/csv';

export function holdingColumns(t: TFunction, withKind = true): DataTableColumn<HoldingDto>[] {
  return [
    { key: 'symbol', header: t('Holding.Symbol'), sortable: true },
    { key: 'name', header: t('Holding.Name'), sortable: true },
    ...(withKind
      ? [
          {
            key: 'kind',
            header: t('Holding.Kind'),
            sortable: true,
            value: (row: HoldingDto) => t(`Kind.${row.kind}`),
          },
        ]
      : []),
    { key: 'quantity', header: t('Holding.Quantity'), kind: 'number', sortable: true },
    {
      key: 'averageCost',
      header: t('Holding.AverageCost'),
      kind: 'amount',
      sortable: true,
      value: (row) => Math.round(row.averageCost),
    },
    { key: 'price', header: t('Holding.Price'), kind: 'amount', sortable: true },
    { key: 'marketValue', header: t('Holding.MarketValue'), kind: 'amount', sortable: true },
    { key: 'unrealisedGain', header: t('Holding.UnrealisedGain'), kind: 'amount', sortable: true },
    {
      key: 'unrealisedReturn',
      header: t('Holding.UnrealisedReturn'),
      kind: 'percent',
      sortable: true,
      render: (row) =>
        row.unrealisedReturn === null ? '—' : <Percent value={row.unrealisedReturn} />,
    },
    { key: 'weight', header: t('Holding.Weight'), kind: 'percent', sortable: true },
  ];
}

export function holdingCsv(t: TFunction): CsvColumn<HoldingDto>[] {
  return [
    { header: t('Holding.Symbol'), value: (row) => row.symbol },
    { header: t('Holding.Name'), value: (row) => row.name },
    { header: 'ISIN', value: (row) => row.isin },
    { header: t('Holding.Kind'), value: (row) => t(`Kind.${row.kind}`) },
    { header: t('Holding.Sector'), value: (row) => row.sector },
    { header: t('Holding.Quantity'), value: (row) => row.quantity },
    { header: t('Holding.AverageCost'), value: (row) => row.averageCost.toFixed(2) },
    { header: t('Holding.Cost'), value: (row) => row.cost },
    { header: t('Holding.Price'), value: (row) => row.price },
    { header: t('Holding.MarketValue'), value: (row) => row.marketValue },
    { header: t('Holding.UnrealisedGain'), value: (row) => row.unrealisedGain },
    { header: t('Holding.Weight'), value: (row) => (row.weight * 100).toFixed(2) },
  ];
}

// The filters of a deal list: side, and (share deals) a symbol or name search.
import { Dropdown, makeStyles, Option, SearchBox } from '@fluentui/react-components';
import { Field } from '@crm/shared/fluent';
import { useTranslation } from '@crm/shared';
import { useFluentLabels } from '@crm/shared/ui';

const useStyles = makeStyles({ side: { minWidth: '120px' }, search: { width: '200px' } });

export function SideFilter({
  sides,
  value,
  onChange,
}: {
  sides: readonly string[];
  value: string;
  onChange: (side: string) => void;
}) {
  const { t } = useTranslation('reports');
  const styles = useStyles();
  const labels = useFluentLabels();
  const label = (side: string) => (side ? t(`Side.${side}`) : t('Deal.AllSides'));
  return (
    <Field label={t('Deal.Side')}>
      <Dropdown
        className={styles.side}
        value={label(value)}
        selectedOptions={[value]}
        onOptionSelect={(_event, data) => onChange(data.optionValue ?? '')}
        clearButton={labels.choiceClear}
        data-testid="side-filter"
      >
        {['', ...sides].map((side) => (
          <Option key={side || 'all'} value={side}>
            {label(side)}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}

export function SymbolSearch({
  value,
  onChange,
}: {
  value: string;
  onChange: (text: string) => void;
}) {
  const { t } = useTranslation('reports');
  const labels = useFluentLabels();
  return (
    <Field label={t('Deal.Search')}>
      <SearchBox
        className={useStyles().search}
        value={value}
        onChange={(_event, data) => onChange(data.value)}
        dismiss={labels.searchClear}
        data-testid="deal-search"
      />
    </Field>
  );
}

// The back office's basket picker (README: "reports of every basket"): search the tenant's
// baskets by name or code and pick one; every report page follows the pick. How many were found
// is announced as the spec's typeahead texts say.
import { Combobox, makeStyles, Option, tokens } from '@fluentui/react-components';
import { pickBasket, useBaskets, useLocalize, useTranslation, type Basket } from '@crm/shared';
import { ResultsStatus, useFluentLabels, useResultsText } from '@crm/shared/ui';
import { useState } from 'react';
import { useBasketSearch } from './use-basket-search';

const useStyles = makeStyles({
  picker: { minWidth: 0, width: 'min(18rem, 40vw)' },
  // The input would keep its default 20 characters and run over the buttons beside it on a phone.
  input: { minWidth: 0 },
  note: { color: tokens.colorNeutralForeground3 },
});

// The name isolated (FSI … PDI): a Persian name before a Latin code stays in its order in either
// direction (an input cannot hold <bdi>).
const labelOf = (basket: Basket) => `\u2068${basket.basketName}\u2069 (${basket.basketCode})`;

function useAnnouncement(search: ReturnType<typeof useBasketSearch>): string {
  const localize = useLocalize();
  const resultsText = useResultsText();
  if (search.status === 'failed') return localize('Crm::BasketListLoadFailed');
  if (search.status !== 'ready') return '';
  return resultsText(search.items.length);
}

export function BackOfficeBasketPicker() {
  const styles = useStyles();
  const localize = useLocalize();
  const { t } = useTranslation('host');
  const labels = useFluentLabels();
  const selected = useBaskets((state) => state.selected);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState<string | undefined>(undefined);
  const shown = text ?? (selected ? labelOf(selected) : '');
  // Opened on the picked basket's label, the search lists every basket rather than only it.
  const query = text === undefined || (selected && text === labelOf(selected)) ? '' : text;
  const search = useBasketSearch(query, open);
  const announcement = useAnnouncement(search);
  const found = search.status === 'ready' ? search.items : [];
  return (
    <>
      <Combobox
        className={styles.picker}
        input={{ className: styles.input }}
        data-testid="basket-picker"
        aria-label={localize('Crm::SelectBasket')}
        expandIcon={labels.comboboxOpen(localize('Crm::SelectBasket'))}
        placeholder={t('BasketPicker.Placeholder')}
        freeform
        value={shown}
        selectedOptions={selected ? [String(selected.basketID)] : []}
        open={open}
        onOpenChange={(_event, data) => {
          setOpen(data.open);
          if (!data.open) setText(undefined);
        }}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onOptionSelect={(_event, data) => {
          // Typing past the picked label "clears" the selection: that is no pick.
          if (data.optionValue === undefined) return;
          const basket = found.find((item) => String(item.basketID) === data.optionValue);
          if (basket) pickBasket(basket);
          setText(undefined);
        }}
      >
        {found.map((basket) => (
          <Option
            key={String(basket.basketID)}
            value={String(basket.basketID)}
            text={labelOf(basket)}
          >
            {/* One flex item: Fluent lays an option's children out with gaps between them. */}
            <span>
              <bdi>{basket.basketName}</bdi> (<bdi>{basket.basketCode}</bdi>)
            </span>
          </Option>
        ))}
        {search.status === 'ready' && search.totalCount > found.length && (
          <Option disabled value="-more" text="" className={styles.note}>
            {t('BasketPicker.More')}
          </Option>
        )}
        {found.length === 0 && (
          <Option disabled value="-status" text="" className={styles.note}>
            {announcement || localize('AbpUi::LoadingWithThreeDot')}
          </Option>
        )}
      </Combobox>
      <ResultsStatus text={open ? announcement : ''} testId="basket-picker-status" />
    </>
  );
}

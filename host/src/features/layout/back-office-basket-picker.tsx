// The back office's basket picker (README: "reports of every basket"): search the tenant's
// baskets by name or code and pick one; every report page follows the pick. How many were found
// is announced as the spec's typeahead texts say.
import { Combobox, makeStyles, Option, tokens } from '@fluentui/react-components';
import {
  pickBasket,
  useBaskets,
  useLocalize,
  useSessionLanguage,
  useTranslation,
  type Basket,
} from '@crm/shared';
import {
  NameAndCode,
  nameAndCodeText,
  ResultsStatus,
  useFluentLabels,
  useResultsText,
} from '@crm/shared/ui';
import { useState } from 'react';
import { useBasketSearch } from './use-basket-search';

const useStyles = makeStyles({
  picker: { minWidth: 0, width: 'min(18rem, 40vw)' },
  // The input would keep its default 20 characters and run over the buttons beside it on a phone.
  input: { minWidth: 0 },
  note: { color: tokens.colorNeutralForeground3 },
});

// An input cannot hold <bdi>: its value is the name isolated (FSI … PDI) before the code.
const labelOf = (basket: Basket, language: string) =>
  nameAndCodeText(basket.basketName, basket.basketCode, language);

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
  const language = useSessionLanguage();
  const selected = useBaskets((state) => state.selected);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState<string | undefined>(undefined);
  const shown = text ?? (selected ? labelOf(selected, language) : '');
  // Opened on the picked basket's label, the search lists every basket rather than only it.
  const query =
    text === undefined || (selected && text === labelOf(selected, language)) ? '' : text;
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
            text={labelOf(basket, language)}
          >
            {/* One flex item (a span): Fluent puts gaps between an option's children. */}
            <NameAndCode name={basket.basketName} code={basket.basketCode} />
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
